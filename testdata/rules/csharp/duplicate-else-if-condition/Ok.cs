class Router {
    string Route(string p) {
        if (p.StartsWith("/api")) {
            return "api";
        } else if (p.StartsWith("/admin")) {
            return "admin";
        }
        return "web";
    }
}
