using Microsoft.Data.SqlClient;
using Npgsql;

public class Db
{
    const string Main = "Server=tcp:sql.prod.example.com,1433;Database=app;User ID=app;Encrypt=True;TrustServerCertificate=True;"; // want "csharp/sql-connection-tls-disabled"

    public SqlConnection Open()
    {
        var c = new SqlConnection(@"Data Source=sql01.corp.example.com;Initial Catalog=App;Integrated Security=true;Encrypt=False"); // want "csharp/sql-connection-tls-disabled"
        return c;
    }

    public NpgsqlConnection Pg() => new NpgsqlConnection("Host=pg.example.com;Database=app;Username=app;SSL Mode=Disable"); // want "csharp/sql-connection-tls-disabled"

    public string My() => "Server=mysql.example.com;Database=app;Uid=app;SslMode=None"; // want "csharp/sql-connection-tls-disabled"
}
