class Dir {
  DirContext connect() throws Exception {
    Hashtable<String, String> env = new Hashtable<>();
    env.put(Context.SECURITY_AUTHENTICATION, "none"); // want "java/ldap-anonymous-bind"
    env.put("java.naming.security.authentication", "none"); // want "java/ldap-anonymous-bind"
    return new InitialDirContext(env);
  }
}
