using System.Linq;
using System.Threading.Tasks;
using Microsoft.EntityFrameworkCore;

public class OrderRepository
{
    private readonly ShopContext _db;
    private readonly string _schema;

    public OrderRepository(ShopContext db, string schema)
    {
        _db = db;
        _schema = schema;
    }

    public Order[] ByCustomer(string customer)
    {
        return _db.Orders.FromSqlRaw($"SELECT * FROM Orders WHERE Customer = '{customer}'").ToArray(); // want "csharp/ef-raw-sql-interpolated"
    }

    public Task<int> Archive(int year)
    {
        return _db.Database.ExecuteSqlRawAsync($"UPDATE {_schema}.Orders SET Archived = 1 WHERE Year < {year}"); // want "csharp/ef-raw-sql-interpolated"
    }

    public int Purge(string status)
    {
        return _db.Database.ExecuteSqlRaw("DELETE FROM Orders WHERE Status = '" + status + "'"); // want "csharp/ef-raw-sql-interpolated"
    }

    public int Legacy(string region)
    {
        return _db.Database.ExecuteSqlCommand("DELETE FROM Orders WHERE Region = '" + region + "'"); // want "csharp/ef-raw-sql-interpolated"
    }

    public Order[] Sorted(string column)
    {
        return _db.Orders.FromSqlRaw($"SELECT * FROM Orders ORDER BY {column.Trim()}").ToArray(); // want "csharp/ef-raw-sql-interpolated"
    }

    public int[] Ids(string status)
    {
        return _db.Database.SqlQueryRaw<int>($"SELECT Id FROM Orders WHERE Status = {status}").ToArray(); // want "csharp/ef-raw-sql-interpolated"
    }
}
