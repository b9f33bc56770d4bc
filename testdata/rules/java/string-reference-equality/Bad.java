class Access {
    boolean isAdmin(String role) {
        if (role == "admin") { // want "java/string-reference-equality"
            return true;
        }
        return "guest" != role; // want "java/string-reference-equality"
    }
}
