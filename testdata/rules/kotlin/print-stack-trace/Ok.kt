fun sync() {
    try { api.sync() } catch (e: IOException) {
        logger.error(e) { "sync failed" }
    }
}
