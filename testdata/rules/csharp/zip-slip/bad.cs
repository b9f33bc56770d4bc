class Unpack {
    void Extract(ZipArchive archive, string dest) {
        foreach (var entry in archive.Entries) {
            entry.ExtractToFile(Path.Combine(dest, entry.FullName), true); // want "csharp/zip-slip"
        }
    }
    void Copy(ZipArchive archive, string dest) {
        foreach (ZipArchiveEntry entry in archive.Entries) {
            using var output = File.Create(Path.Combine(dest, entry.FullName)); // want "csharp/zip-slip"
            entry.Open().CopyTo(output);
        }
    }
}
