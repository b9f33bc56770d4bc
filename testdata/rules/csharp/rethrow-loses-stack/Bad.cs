class Loader {
    void Load() {
        try { Read(); }
        catch (IOException ex) {
            log.LogError(ex, "read failed");
            throw ex; // want "csharp/rethrow-loses-stack"
        }
    }
}
