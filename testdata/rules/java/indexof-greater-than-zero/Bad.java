class Check {
  boolean admin(String role) {
    return role.indexOf("admin") > 0; // want "java/indexof-greater-than-zero"
  }
}
