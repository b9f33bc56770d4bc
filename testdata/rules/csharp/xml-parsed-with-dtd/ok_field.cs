using System.IO;
using System.Xml;

public class FeedReader
{
    private static readonly XmlReaderSettings Settings = new XmlReaderSettings
    {
        DtdProcessing = DtdProcessing.Prohibit,
        IgnoreComments = true,
    };

    private readonly XmlDocument _doc = new XmlDocument();

    public XmlReader Open(Stream feed)
    {
        return XmlReader.Create(feed, Settings);
    }

    public XmlDocument Load(string xml)
    {
        _doc.LoadXml(xml);
        return _doc;
    }
}

// A field of another kind mentions DTD processing; the method's own
// settings keep the default, which prohibits DTDs.
public class Templates
{
    private readonly string _mode = nameof(DtdProcessing.Parse);

    public XmlReader Open(Stream template)
    {
        var settings = new XmlReaderSettings();
        return XmlReader.Create(template, settings);
    }
}
