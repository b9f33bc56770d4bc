using System.Data;
using System.Data.SqlClient;
using System.Web.Mvc;
using Microsoft.ApplicationBlocks.Data;
using MySql.Data.MySqlClient;

public class CustomerController : Controller
{
    private const string Cs = "Server=db;Database=shop;Integrated Security=true";

    public ActionResult Search(string name)
    {
        var ds = SqlHelper.ExecuteDataset(Cs, CommandType.Text, "SELECT * FROM Customers WHERE Name LIKE @name",
            new SqlParameter("@name", "%" + name + "%"));
        return View(ds);
    }

    public ActionResult Orders(string customerId)
    {
        var ds = MySqlHelper.ExecuteDataset(Cs, "SELECT * FROM Orders WHERE CustomerId = @id",
            new MySqlParameter("@id", customerId));
        return View(ds);
    }
}
