class Check {
    bool Empty(List<string> xs, string[] arr) {
        if (xs.Count < 0) return true; // want "csharp/length-compared-negative"
        return arr.Length >= 0; // want "csharp/length-compared-negative"
    }
}
