using System.IO;
using System.Xml;

public class SafeFeedImporter
{
    // DTDs prohibited before the first read.
    public int CountItems(Stream upload)
    {
        var reader = new XmlTextReader(upload);
        reader.DtdProcessing = DtdProcessing.Prohibit;
        int items = 0;
        while (reader.Read())
        {
            if (reader.NodeType == XmlNodeType.Element && reader.Name == "item") items++;
        }
        return items;
    }

    // XmlReader.Create prohibits DTDs by default.
    public XmlDocument Load(string xml)
    {
        using var reader = XmlReader.Create(new StringReader(xml));
        var doc = new XmlDocument();
        doc.Load(reader);
        return doc;
    }

    public string First(Stream input)
    {
        var settings = new XmlReaderSettings { DtdProcessing = DtdProcessing.Prohibit };
        using var reader = XmlReader.Create(input, settings);
        reader.Read();
        return reader.Name;
    }
}
