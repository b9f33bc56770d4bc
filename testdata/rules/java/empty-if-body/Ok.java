class Auth {
  void check(User u) {
    if (u.isAdmin()) {
      grantAll(u);
    }
    if (u.isGuest()) return;
  }
}
class More {
  void f(boolean a) {
    if (a) run();
    if (a) run(); else stop();
  }
}
