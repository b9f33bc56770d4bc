using System.Data.SqlClient;
using System.Text;

// SQL built in steps from a method's parameters: a builder's chained
// Appends, string.Join of a concatenation; the twins append only
// constants and named parameters and bind the values.
public class OwnerStore
{
    private readonly SqlConnection _conn;

    public SqlDataReader ByName(string lastName)
    {
        var sb = new StringBuilder("SELECT * FROM Owners");
        sb.Append(" WHERE LastName = '").Append(lastName).Append("'");
        return new SqlCommand(sb.ToString(), _conn).ExecuteReader(); // want "csharp/sql-injection: SQL built from the method's parameters"
    }

    public SqlDataReader ByNameBound(string lastName)
    {
        var sb = new StringBuilder("SELECT * FROM Owners");
        sb.Append(" WHERE LastName = @lastName").Append(" ORDER BY LastName");
        var cmd = new SqlCommand(sb.ToString(), _conn);
        cmd.Parameters.AddWithValue("@lastName", lastName);
        return cmd.ExecuteReader();
    }

    public SqlDataReader ByCity(string city)
    {
        var sql = string.Join(" ", "SELECT * FROM Owners", "WHERE City = '" + city + "'");
        return new SqlCommand(sql, _conn).ExecuteReader(); // want "csharp/sql-injection: SQL built from the method's parameters"
    }

    public SqlDataReader ByCityBound(string city)
    {
        var sql = string.Join(" ", "SELECT * FROM Owners", "WHERE City = @city");
        var cmd = new SqlCommand(sql, _conn);
        cmd.Parameters.AddWithValue("@city", city);
        return cmd.ExecuteReader();
    }
}
