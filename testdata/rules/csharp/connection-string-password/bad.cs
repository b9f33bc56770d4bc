using System.Data.SqlClient;

public class Db
{
    private const string Conn = "Server=db.internal;Database=app;User Id=app;Password=Sup3rS3cret!;"; // want "csharp/connection-string-password"

    public SqlConnection Open()
    {
        return new SqlConnection(@"Data Source=.\SQLEXPRESS;Initial Catalog=App;User ID=sa;Pwd=hunter22"); // want "csharp/connection-string-password"
    }
}
