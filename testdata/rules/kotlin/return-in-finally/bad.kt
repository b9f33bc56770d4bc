fun load(store: Store): Int {
    try {
        return store.read()
    } finally {
        store.close()
        return -1 // want "kotlin/return-in-finally"
    }
}
