class Checks {
    boolean missing(String name, int code) {
        if (name == null) {
            return true;
        }
        return "1".equals(String.valueOf(code)) || Objects.equals(name, null);
    }
}
