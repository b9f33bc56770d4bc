using System.Data;
using System.Web.Mvc;
using Microsoft.ApplicationBlocks.Data;
using MySql.Data.MySqlClient;

public class CustomerController : Controller
{
    private const string Cs = "Server=db;Database=shop;Integrated Security=true";

    public ActionResult Search(string name)
    {
        var ds = SqlHelper.ExecuteDataset(Cs, CommandType.Text, "SELECT * FROM Customers WHERE Name LIKE '%" + name + "%'"); // want "csharp/sql-injection"
        return View(ds);
    }

    public ActionResult Orders(string customerId)
    {
        var sql = "SELECT * FROM Orders WHERE CustomerId = " + customerId;
        var ds = MySqlHelper.ExecuteDataset(Cs, sql); // want "csharp/sql-injection"
        return View(ds);
    }
}
