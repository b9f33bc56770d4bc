class User {
  private String name;
  User(String name) {
    name = name; // want "java/self-assignment"
  }
}
