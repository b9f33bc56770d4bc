using System.Xml;
using System.Xml.XPath;
using Microsoft.AspNetCore.Mvc;

public class CatalogController : Controller
{
    private readonly XmlDocument _doc;

    public IActionResult Item(string name)
    {
        var node = _doc.SelectSingleNode("/catalog/item[@name='" + name + "']"); // want "csharp/xpath-injection: .*string name"
        return Content(node?.InnerText ?? "");
    }

    public IActionResult Price()
    {
        var sku = Request.Query["sku"].ToString();
        XPathNavigator nav = _doc.CreateNavigator();
        var price = nav.Evaluate($"sum(/catalog/item[@sku='{sku}']/price)"); // want "csharp/xpath-injection"
        return Content(price.ToString());
    }
}

public class UserStore
{
    public XmlNode Find(XmlDocument doc, string user)
    {
        return doc.SelectSingleNode("//user[@name='" + user + "']"); // want "csharp/xpath-injection: XPath expression built from the method's parameters"
    }
}
