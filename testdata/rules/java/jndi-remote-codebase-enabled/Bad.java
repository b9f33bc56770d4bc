class Boot {
  static {
    System.setProperty("com.sun.jndi.ldap.object.trustURLCodebase", "true"); // want "java/jndi-remote-codebase-enabled"
  }
}
