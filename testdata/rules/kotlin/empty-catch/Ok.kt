fun load() {
    try {
        read()
    } catch (e: IOException) {
        log.warn("read failed", e)
    }
    try { close() } catch (ignored: IOException) { }
}
