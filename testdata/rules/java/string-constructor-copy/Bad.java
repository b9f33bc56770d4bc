class Names {
    String greeting() {
        String s = new String("hello"); // want "java/string-constructor-copy"
        String empty = new String(); // want "java/string-constructor-copy"
        return s + empty;
    }
}
