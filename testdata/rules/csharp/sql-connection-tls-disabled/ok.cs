using Microsoft.Data.SqlClient;

public class Db
{
    const string Main = "Server=tcp:sql.prod.example.com,1433;Database=app;Encrypt=True;TrustServerCertificate=False;";
    const string Local = "Server=localhost,1433;Database=app;TrustServerCertificate=True;";
    const string LocalDb = @"Server=(localdb)\MSSQLLocalDB;Database=app;Trusted_Connection=True;Encrypt=False";
    const string Dot = "Data Source=.;Initial Catalog=App;Integrated Security=true;Encrypt=false";

    public string Pg() => "Host=pg.example.com;Database=app;SSL Mode=VerifyFull";
    public string Text() => "Set TrustServerCertificate=True only for development";
}
