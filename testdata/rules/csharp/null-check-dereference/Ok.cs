class Names {
    public bool Blank(string s) {
        if (s != null && s.Length > 0) {
            return true;
        }
        return s == null || s.Trim() == "";
    }
}
