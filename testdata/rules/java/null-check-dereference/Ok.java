class Users {
    boolean blank(String name) {
        if (name != null && name.isEmpty()) {
            return true;
        }
        return name == null || name.length() > 0;
    }
}
