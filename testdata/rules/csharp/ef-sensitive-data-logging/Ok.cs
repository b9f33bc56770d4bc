class Db : DbContext {
    protected override void OnConfiguring(DbContextOptionsBuilder b) {
        b.UseSqlServer(cs);
        if (env.IsDevelopment()) {
            b.EnableSensitiveDataLogging();
        }
        b.EnableSensitiveDataLogging(isDevelopment);
    }
}
