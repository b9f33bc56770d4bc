using System.Xml;

public static class Importer
{
    public static XmlDocument Load(string xml)
    {
        var doc = new XmlDocument { XmlResolver = null };
        doc.LoadXml(xml);
        return doc;
    }

    public static XmlReader Reader(System.IO.Stream s)
    {
        var settings = new XmlReaderSettings { DtdProcessing = DtdProcessing.Prohibit, XmlResolver = null };
        return XmlReader.Create(s, settings);
    }
}

public static class Resolved
{
    public static XmlDocument Load(string xml, bool trusted)
    {
        XmlResolver resolver = new XmlUrlResolver();
        if (!trusted)
        {
            resolver = null;
        }
        var doc = new XmlDocument();
        doc.XmlResolver = resolver;
        doc.LoadXml(xml);
        return doc;
    }
}

public class Styles
{
    public void Apply(string xsl)
    {
        var t = new System.Xml.Xsl.XslCompiledTransform();
        t.Load(xsl);
    }
}
