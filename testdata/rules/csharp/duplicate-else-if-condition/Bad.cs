class Router {
    string Route(string p) {
        if (p.StartsWith("/api")) {
            return "api";
        } else if (p.StartsWith("/api")) { // want "csharp/duplicate-else-if-condition"
            return "admin";
        }
        return "web";
    }
}
