def load(path) {
    try {
        new File(path).text
    } catch (IOException e) {
        log.warn("cannot read ${path}", e)
    }
    try {
        new File(path).delete()
    } catch (IOException ignored) { }
}
