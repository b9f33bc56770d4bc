using Microsoft.Data.SqlClient;
using MySqlConnector;
using Npgsql;

public static class Connections
{
    public static SqlConnection Orders(string password)
    {
        var builder = new SqlConnectionStringBuilder
        {
            DataSource = "orders.db.internal",
            InitialCatalog = "Orders",
            UserID = "app",
            Password = password,
            TrustServerCertificate = true, // want "csharp/sql-connection-builder-tls-disabled"
        };
        return new SqlConnection(builder.ConnectionString);
    }

    public static SqlConnection Reports(string server, string password)
    {
        var builder = new SqlConnectionStringBuilder();
        builder.DataSource = server;
        builder.Password = password;
        builder.Encrypt = SqlConnectionEncryptOption.Optional; // want "csharp/sql-connection-builder-tls-disabled"
        return new SqlConnection(builder.ConnectionString);
    }

    public static NpgsqlConnection Events(string host)
    {
        var csb = new NpgsqlConnectionStringBuilder { Host = host, Database = "events", SslMode = SslMode.Disable }; // want "csharp/sql-connection-builder-tls-disabled"
        return new NpgsqlConnection(csb.ConnectionString);
    }

    public static MySqlConnection Legacy(string host)
    {
        var csb = new MySqlConnectionStringBuilder { Server = host, Database = "legacy" };
        csb.SslMode = MySqlSslMode.None; // want "csharp/sql-connection-builder-tls-disabled"
        return new MySqlConnection(csb.ConnectionString);
    }
}
