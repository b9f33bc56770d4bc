using System.Xml;
using Microsoft.AspNetCore.Mvc;

public class ExportController : Controller
{
    public IActionResult Profile(string name)
    {
        var doc = new XmlDocument();
        var root = doc.CreateElement("profile");
        root.InnerXml = "<name>" + name + "</name>"; // want "csharp/xml-injection"
        doc.AppendChild(root);
        return Content(doc.OuterXml, "application/xml");
    }

    public IActionResult Note()
    {
        var text = Request.Form["note"];
        var doc = new XmlDocument();
        doc.LoadXml($"<note><body>{text}</body></note>"); // want "csharp/xml-injection"
        return Content(doc.OuterXml, "application/xml");
    }

    public IActionResult Comment(string comment, XmlWriter writer)
    {
        writer.WriteStartElement("comment");
        writer.WriteRaw(comment); // want "csharp/xml-injection"
        writer.WriteEndElement();
        return Ok();
    }
}
