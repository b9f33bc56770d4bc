using System.Security;
using System.Xml;
using System.Xml.Linq;
using Microsoft.AspNetCore.Mvc;

public class ExportController : Controller
{
    public IActionResult Profile(string name)
    {
        var doc = new XmlDocument();
        var root = doc.CreateElement("profile");
        var el = doc.CreateElement("name");
        el.InnerText = name;
        root.AppendChild(el);
        root.SetAttribute("owner", name);
        doc.AppendChild(root);
        return Content(doc.OuterXml, "application/xml");
    }

    public IActionResult Escaped(string name)
    {
        var doc = new XmlDocument();
        var root = doc.CreateElement("profile");
        root.InnerXml = "<name>" + SecurityElement.Escape(name) + "</name>";
        return Content(new XElement("name", name).ToString(), "application/xml");
    }

    public IActionResult Comment(string comment, XmlWriter writer)
    {
        writer.WriteStartElement("comment");
        writer.WriteString(comment);
        writer.WriteRaw("<br/>");
        writer.WriteEndElement();
        return Ok();
    }

    [HttpPost]
    public IActionResult Upload(string xml)
    {
        // parsing a whole document the client sent is reading XML, not building it
        var doc = new XmlDocument { XmlResolver = null };
        doc.LoadXml(xml);
        return Ok(doc.DocumentElement?.Name);
    }
}
