class Loader {
    void Load() {
        try { Read(); }
        catch (IOException ex) {
            log.LogError(ex, "read failed");
            throw;
        }
        try { Read(); }
        catch (IOException ex) { throw new LoadException("read failed", ex); }
    }
}
