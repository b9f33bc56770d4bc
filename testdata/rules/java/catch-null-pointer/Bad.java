class Users {
    String nameOf(User u) {
        try {
            return u.getProfile().getName();
        } catch (NullPointerException e) { // want "java/catch-null-pointer"
            return "unknown";
        }
    }
}
