class Users {
    boolean blank(String name) {
        if (name == null && name.isEmpty()) { // want "java/null-check-dereference"
            return true;
        }
        return name != null || name.length() > 0; // want "java/null-check-dereference"
    }
}
