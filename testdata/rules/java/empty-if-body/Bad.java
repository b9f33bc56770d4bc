class Auth {
  void check(User u) {
    if (u.isAdmin()); // want "java/empty-if-body"
    {
      grantAll(u);
    }
  }
}
