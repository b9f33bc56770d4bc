class Dir {
  DirContext connect() throws Exception {
    Hashtable<String, String> env = new Hashtable<>();
    env.put(Context.SECURITY_AUTHENTICATION, "simple");
    env.put(Context.SECURITY_PRINCIPAL, principal);
    return new InitialDirContext(env);
  }
}
