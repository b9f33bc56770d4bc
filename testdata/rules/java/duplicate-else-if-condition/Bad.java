class Router {
  String route(String p) {
    if (p.startsWith("/api")) {
      return "api";
    } else if (p.startsWith("/api")) { // want "java/duplicate-else-if-condition"
      return "admin";
    }
    return "web";
  }
}
