class Names {
    boolean same(String a, String b) {
        return a.equalsIgnoreCase(b) || a.toLowerCase().equals("x");
    }
}
