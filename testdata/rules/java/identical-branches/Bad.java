class Fees {
  int fee(User u) {
    if (u.isPremium()) /* want "java/identical-branches" */ {
      return base * 2;
    } else {
      return base * 2;
    }
  }
  int cap(boolean big) { return big ? 100 : 100; } // want "java/identical-branches"
}
