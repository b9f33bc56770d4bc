fun load(store: Store): Int {
    var v = -1
    try {
        v = store.read()
    } finally {
        store.close()
    }
    return v
}
