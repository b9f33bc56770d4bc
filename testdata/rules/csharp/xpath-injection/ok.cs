using System.Linq;
using System.Xml;
using System.Xml.Linq;
using Microsoft.AspNetCore.Mvc;

public class CatalogController : Controller
{
    private readonly XmlDocument _doc;
    private readonly XDocument _xdoc;

    public IActionResult Item(string name)
    {
        var item = _xdoc.Descendants("item").FirstOrDefault(i => (string)i.Attribute("name") == name);
        return Content(item?.Value ?? "");
    }

    public IActionResult Count(int page)
    {
        var nodes = _doc.SelectNodes("/catalog/item[position() > " + page * 10 + "]");
        return Content(nodes.Count.ToString());
    }
}

public class UserStore
{
    public XmlNode Find(XmlDocument doc, int id)
    {
        return doc.SelectSingleNode("//user[@id='" + id + "']");
    }
}
