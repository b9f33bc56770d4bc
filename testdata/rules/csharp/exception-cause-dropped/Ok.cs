class Loader {
    Config Load() {
        try { return Parse(); }
        catch (IOException ex) {
            throw new InvalidOperationException("loading config failed", ex);
        }
    }
}
