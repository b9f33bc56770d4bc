class Unpack {
    void Extract(ZipArchive archive, string dest) {
        var root = Path.GetFullPath(dest) + Path.DirectorySeparatorChar;
        foreach (var entry in archive.Entries) {
            var path = Path.GetFullPath(Path.Combine(dest, entry.FullName));
            if (!path.StartsWith(root, StringComparison.Ordinal)) throw new IOException("entry outside target");
            entry.ExtractToFile(path, true);
        }
    }
    void All(string zip, string dest) => ZipFile.ExtractToDirectory(zip, dest);
    void One(ZipArchive archive) => archive.GetEntry("manifest.json").ExtractToFile("/tmp/manifest.json");
}
