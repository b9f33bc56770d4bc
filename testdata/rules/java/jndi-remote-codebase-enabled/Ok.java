class Boot {
  static {
    System.setProperty("com.sun.jndi.ldap.object.trustURLCodebase", "false");
    System.setProperty("user.timezone", "UTC");
  }
}
