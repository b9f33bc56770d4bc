using System.IO;
using System.Xml;
using System.Xml.XPath;

public class FeedImporter
{
    public int CountItems(Stream upload)
    {
        var reader = new XmlTextReader(upload);
        int items = 0;
        while (reader.Read()) // want "csharp/xml-text-reader-read-with-dtd"
        {
            if (reader.NodeType == XmlNodeType.Element && reader.Name == "item") items++;
        }
        return items;
    }

    public XmlDocument Load(string xml)
    {
        XmlTextReader reader = new XmlTextReader(new StringReader(xml));
        var doc = new XmlDocument();
        doc.Load(reader); // want "csharp/xml-text-reader-read-with-dtd"
        return doc;
    }

    public XPathNavigator Navigate(Stream input)
    {
        var reader = new XmlTextReader(input);
        return new XPathDocument(reader).CreateNavigator(); // want "csharp/xml-text-reader-read-with-dtd"
    }
}
