class Check {
    bool Empty(List<string> xs, string[] arr) {
        if (xs.Count == 0) return true;
        return arr.Length > 0;
    }
}
