class Config {
    void load() {
        try {
            read();
        } catch (java.io.IOException e) {
            log.warn("cannot read config", e);
        }
        try {
            close();
        } catch (Exception ignored) {}
        try {
            flush();
        } catch (Exception e) {
            // the stream is already closed: nothing to flush
        }
    }
}
