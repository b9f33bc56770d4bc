using System.Data;
using System.IO;
using System.Windows.Markup;
using Microsoft.AspNetCore.Mvc;

// XAML and DataSet XML read from the request: CA3010, CA2350, CA2351.
public class LayoutController : Controller
{
    [HttpPost]
    public IActionResult Preview(string markup)
    {
        var view = XamlReader.Parse(markup); // want "csharp/code-injection"
        return Ok(view.GetType().Name);
    }

    [HttpPost]
    public IActionResult Saved()
    {
        // The application's own resource, not the request.
        var view = XamlReader.Load(System.IO.File.OpenRead("Views/Default.xaml"));
        return Ok(view.GetType().Name);
    }

    [HttpPost]
    public IActionResult Import()
    {
        var ds = new DataSet();
        ds.ReadXml(Request.Body); // want "csharp/insecure-deserialization"
        return Ok(ds.Tables.Count);
    }

    [HttpPost]
    public IActionResult ImportTable(string xml)
    {
        var table = new DataTable("orders");
        table.ReadXml(new StringReader(xml)); // want "csharp/insecure-deserialization"
        var known = new DataTable("orders");
        known.ReadXml("App_Data/orders.xml");
        return Ok(table.Rows.Count);
    }
}
