class Cleaner {
    void Prune(List<string> names, List<string> output) {
        names.RemoveAll(string.IsNullOrEmpty);
        foreach (var n in names) output.Add(n.Trim());
        foreach (var n in names.ToList()) {
            if (n.Length == 0) names.Remove(n);
        }
        foreach (var n in names) {
            if (n.Length == 0) { names.Remove(n); break; }
        }
    }
}
