class Cleaner {
    void Prune(List<string> names) {
        foreach (var n in names) {
            if (string.IsNullOrEmpty(n)) names.Remove(n); // want "csharp/modify-collection-in-foreach"
        }
        foreach (var n in names) names.Add(n.Trim()); // want "csharp/modify-collection-in-foreach"
    }
}
