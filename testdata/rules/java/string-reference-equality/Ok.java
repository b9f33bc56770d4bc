class Access {
    boolean isAdmin(String role) {
        if ("admin".equals(role) || role == null) {
            return true;
        }
        return c == 'x' || n == 3;
    }
}
