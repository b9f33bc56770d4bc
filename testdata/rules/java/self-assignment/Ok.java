class User {
  private String name;
  User(String name) {
    this.name = name;
  }
}
