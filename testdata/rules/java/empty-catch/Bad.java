class Config {
    void load() {
        try {
            read();
        } catch (java.io.IOException e) {} // want "java/empty-catch"
    }
}
