class Names {
    bool Same(string a, string b) {
        if (a.ToLower() == b.ToLower()) return true; // want "csharp/case-insensitive-compare-allocates"
        return a.ToUpperInvariant().Equals(b.ToUpperInvariant()); // want "csharp/case-insensitive-compare-allocates"
    }
}
