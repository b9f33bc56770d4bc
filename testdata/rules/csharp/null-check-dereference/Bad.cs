class Names {
    public bool Blank(string s) {
        if (s == null && s.Length > 0) { // want "csharp/null-check-dereference"
            return true;
        }
        return s != null || s.Trim() == ""; // want "csharp/null-check-dereference"
    }
}
