class Check {
  boolean admin(String role) {
    return role.contains("admin") || role.indexOf("root") >= 0;
  }
}
