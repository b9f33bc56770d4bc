using System.Data.SqlClient;
using System.Globalization;
using System.Text;

// SQL built from a method's parameters by string.Concat, a builder's
// AppendFormat, or string.Format with a format provider first.
public class OrderStore
{
    private readonly SqlConnection _conn;

    public void Drop(string table)
    {
        var sql = string.Concat("DROP TABLE ", table);
        new SqlCommand(sql, _conn).ExecuteNonQuery(); // want "csharp/sql-injection: SQL built from the method's parameters"
    }

    public void Delete(string name)
    {
        var sb = new StringBuilder();
        sb.AppendFormat("DELETE FROM Orders WHERE Name = '{0}'", name);
        new SqlCommand(sb.ToString(), _conn).ExecuteNonQuery(); // want "csharp/sql-injection: SQL built from the method's parameters"
    }

    public void Rename(string name)
    {
        var sql = string.Format(CultureInfo.InvariantCulture, "UPDATE Orders SET Name = '{0}'", name);
        new SqlCommand(sql, _conn).ExecuteNonQuery(); // want "csharp/sql-injection: SQL built from the method's parameters"
    }

    public void Find(string name)
    {
        var sb = new StringBuilder();
        sb.Append("SELECT * FROM Orders WHERE Name = '");
        sb.Append(name);
        sb.Append("'");
        new SqlCommand(sb.ToString(), _conn).ExecuteReader(); // want "csharp/sql-injection: SQL built from the method's parameters"
    }

    public void Run(string sql)
    {
        var sb = new StringBuilder(sql);
        new SqlCommand(sb.ToString(), _conn).ExecuteReader();
    }

    // A program's options around a path, formatted as CA1305 asks.
    public void Probe(string path)
    {
        var psi = new System.Diagnostics.ProcessStartInfo("ffprobe", string.Format(CultureInfo.InvariantCulture, "-v error -show_entries format=duration -i \"{0}\"", path));
    }

    public object Member(string user)
    {
        var searcher = new System.DirectoryServices.DirectorySearcher();
        searcher.Filter = string.Format(CultureInfo.InvariantCulture, "(&(objectClass=user)(sAMAccountName={0}))", user); // want "csharp/ldap-injection: LDAP filter built from the method's parameters"
        return searcher.FindOne();
    }

    public string Label(string name)
    {
        var label = string.Concat("Order ", name);
        return string.Format(CultureInfo.InvariantCulture, "{0}!", label);
    }
}
