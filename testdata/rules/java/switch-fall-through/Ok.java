class Pricing {
  int discount(String tier, int total) {
    int d = 0;
    switch (tier) {
      case "gold":
      case "platinum":
        d = 20;
        break;
      case "silver":
        d = 10;
        // fall through
      case "bronze":
        d += 5;
        break;
      case "none":
        return total;
      case "banned":
        throw new IllegalStateException("banned");
      default:
        d = 0;
    }
    switch (tier) {
      case "x" -> d = 1;
      default -> d = 2;
    }
    return total - d;
  }
}
