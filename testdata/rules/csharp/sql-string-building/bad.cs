using System.Data.SqlClient;

public class ReportRepository
{
    private readonly SqlConnection _conn;

    public int Purge(string table, string day)
    {
        var cmd = new SqlCommand($"DELETE FROM {table} WHERE Day = '{day}'", _conn); // want "csharp/sql-string-building"
        return cmd.ExecuteNonQuery();
    }
}
