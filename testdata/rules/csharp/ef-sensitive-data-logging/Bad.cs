class Db : DbContext {
    protected override void OnConfiguring(DbContextOptionsBuilder b) {
        b.UseSqlServer(cs).EnableSensitiveDataLogging(); // want "csharp/ef-sensitive-data-logging"
    }
}
