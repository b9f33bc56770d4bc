class Users {
  Optional<User> find(String id) { // want "java/optional-return-null"
    if (id == null) return null;
    return Optional.ofNullable(map.get(id));
  }
}
