def read(path) {
    def reader = new File(path).newReader()
    try {
        return reader.text
    } finally {
        reader.close()
    }
}
