using Microsoft.Data.SqlClient;
using Npgsql;

public static class SafeConnections
{
    public static SqlConnection Orders(string password)
    {
        var builder = new SqlConnectionStringBuilder
        {
            DataSource = "orders.db.internal",
            InitialCatalog = "Orders",
            Password = password,
            Encrypt = SqlConnectionEncryptOption.Strict,
            TrustServerCertificate = false,
            HostNameInCertificate = "orders.db.internal",
        };
        return new SqlConnection(builder.ConnectionString);
    }

    // A local development database on this machine: no network in between.
    public static SqlConnection Local()
    {
        var builder = new SqlConnectionStringBuilder { DataSource = "localhost", IntegratedSecurity = true, TrustServerCertificate = true };
        return new SqlConnection(builder.ConnectionString);
    }

    public static NpgsqlConnection Events(string host)
    {
        var csb = new NpgsqlConnectionStringBuilder { Host = host, SslMode = SslMode.VerifyFull };
        return new NpgsqlConnection(csb.ConnectionString);
    }

    // Another class's Encrypt property is not a connection's.
    public static void Archive(ArchiveOptions options)
    {
        options.Encrypt = false;
    }
}

public class ArchiveOptions
{
    public bool Encrypt { get; set; }
}
