class Loader {
    Config Load() {
        try { return Parse(); }
        catch (IOException ex) {
            throw new InvalidOperationException(ex.Message); // want "csharp/exception-cause-dropped"
        }
    }
}
