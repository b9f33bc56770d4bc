class Fees {
  int fee(User u) {
    if (u.isPremium()) {
      return base;
    } else {
      return base * 2;
    }
  }
  int cap(boolean big) { return big ? 1000 : 100; }
}
