class Bad {
    int port(String s) {
        return Integer.valueOf(s).intValue(); // want "java/boxed-parse"
    }
}
