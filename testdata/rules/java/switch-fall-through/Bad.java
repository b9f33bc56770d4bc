class Pricing {
  int discount(String tier, int total) {
    int d = 0;
    switch (tier) {
      case "gold":
        d = 20; // want "java/switch-fall-through"
      case "silver":
        d += 10;
        break;
      default:
        d = 0;
    }
    return total - d;
  }
}
