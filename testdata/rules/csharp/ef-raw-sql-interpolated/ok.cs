using System.Linq;
using System.Threading.Tasks;
using Microsoft.EntityFrameworkCore;

public class OrderRepository
{
    private const string Table = "Orders";
    private readonly ShopContext _db;

    public OrderRepository(ShopContext db) => _db = db;

    public Order[] ByCustomer(string customer)
    {
        // FromSql / FromSqlInterpolated send each {value} as a parameter.
        return _db.Orders.FromSql($"SELECT * FROM Orders WHERE Customer = {customer}").ToArray();
    }

    public Order[] ByCustomerInterpolated(string customer)
    {
        return _db.Orders.FromSqlInterpolated($"SELECT * FROM Orders WHERE Customer = {customer}").ToArray();
    }

    public Task<int> Archive(int year)
    {
        return _db.Database.ExecuteSqlRawAsync("UPDATE Orders SET Archived = 1 WHERE Year < {0}", year);
    }

    public int Purge(string status)
    {
        return _db.Database.ExecuteSqlInterpolated($"DELETE FROM Orders WHERE Status = {status}");
    }

    public Order[] Constant()
    {
        // compile-time names: no value of the program's data in the text
        _db.Database.ExecuteSqlRaw($"DELETE FROM {nameof(Order)}s WHERE Archived = 1");
        _db.Database.ExecuteSqlRaw("DELETE FROM " + Table + " WHERE Archived = 1");
        return _db.Orders.FromSqlRaw($"SELECT * FROM {Table}").ToArray();
    }

    public Order[] Parameterized(string customer)
    {
        var p = new Microsoft.Data.SqlClient.SqlParameter("@customer", customer);
        return _db.Orders.FromSqlRaw("SELECT * FROM Orders WHERE Customer = @customer", p).ToArray();
    }

    public int Format(string status)
    {
        // a plain format string, not SQL
        var label = "Status: " + status;
        return label.Length;
    }
}
