fun sync() {
    try { api.sync() } catch (e: IOException) {
        e.printStackTrace() // want "kotlin/print-stack-trace"
    }
}
