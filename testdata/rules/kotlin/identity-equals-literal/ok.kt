fun status(s: String, other: Any?): Boolean {
    if (s == "done") {
        return true
    }
    return other === s
}
