class Router {
  String route(String p) {
    if (p.startsWith("/api")) {
      return "api";
    } else if (p.startsWith("/admin")) {
      return "admin";
    }
    return "web";
  }
}
