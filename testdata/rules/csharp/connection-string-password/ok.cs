using System.Data.SqlClient;
using Microsoft.Extensions.Configuration;

public class Db
{
    private const string Trusted = "Server=db.internal;Database=app;Integrated Security=true;";
    private const string Template = "Server={0};Database=app;User Id={1};Password={2};";
    private const string Placeholder = "Server=db;Database=app;User Id=app;Password=<password>;";

    public SqlConnection Open(IConfiguration config)
    {
        var message = "Password=Reset your password in the settings page";
        return new SqlConnection(config.GetConnectionString("App"));
    }
}
