class Users {
  Optional<User> find(String id) {
    if (id == null) return Optional.empty();
    return Optional.ofNullable(map.get(id));
  }
  User get(String id) { return null; }
}
