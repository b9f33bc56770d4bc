def read(path) {
    try {
        return new File(path).text
    } finally {
        return "" // want "groovy/return-in-finally"
    }
}
