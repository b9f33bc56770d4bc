using System.IO;
using System.Xml;

public class FeedReader
{
    private static readonly XmlReaderSettings Settings = new XmlReaderSettings
    {
        DtdProcessing = DtdProcessing.Parse,
        IgnoreComments = true,
    };

    private readonly XmlDocument _doc;

    public FeedReader()
    {
        _doc = new XmlDocument();
        _doc.XmlResolver = new XmlUrlResolver();
    }

    public XmlReader Open(Stream feed)
    {
        return XmlReader.Create(feed, Settings); // want "csharp/xml-parsed-with-dtd"
    }

    public XmlDocument Load(string xml)
    {
        _doc.LoadXml(xml); // want "csharp/xml-parsed-with-dtd"
        return _doc;
    }
}
