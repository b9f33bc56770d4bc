class Checks {
    boolean missing(String name, String code) {
        if (name.equals(null)) { // want "java/equals-always-false"
            return true;
        }
        return "1".equals(1); // want "java/equals-always-false"
    }
}
