class Names {
    bool Same(string a, string b) {
        if (string.Equals(a, b, StringComparison.OrdinalIgnoreCase)) return true;
        var key = a.ToLowerInvariant();
        return a.Equals(b, StringComparison.OrdinalIgnoreCase);
    }
}
