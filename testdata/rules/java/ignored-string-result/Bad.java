class Names {
    String clean(String name) {
        name.trim(); // want "java/ignored-string-result"
        name.replaceAll("\\s+", " "); // want "java/ignored-string-result"
        String.format("%s!", name); // want "java/ignored-string-result"
        return name;
    }
}
