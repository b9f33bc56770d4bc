class Names {
    boolean same(String a, String b) {
        return a.toLowerCase().equals(b.toLowerCase()); // want "java/case-insensitive-compare"
    }
}
