fun status(s: String): Boolean {
    if (s === "done") { // want "kotlin/identity-equals-literal"
        return true
    }
    return s !== "failed" // want "kotlin/identity-equals-literal"
}
