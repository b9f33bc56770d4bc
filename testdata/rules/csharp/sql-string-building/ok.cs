using System.Data.SqlClient;

public class ReportRepository
{
    private readonly SqlConnection _conn;

    public int Purge(string day)
    {
        var cmd = new SqlCommand("DELETE FROM Reports WHERE Day = @day", _conn);
        cmd.Parameters.AddWithValue("@day", day);
        return cmd.ExecuteNonQuery();
    }
}
