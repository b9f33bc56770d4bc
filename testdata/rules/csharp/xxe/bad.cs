using System.Xml;

public static class Importer
{
    public static XmlDocument Load(string xml)
    {
        var doc = new XmlDocument();
        doc.XmlResolver = new XmlUrlResolver(); // want "csharp/xxe: XmlResolver"
        doc.LoadXml(xml);
        return doc;
    }

    public static XmlReader Reader(System.IO.Stream s)
    {
        var settings = new XmlReaderSettings { DtdProcessing = DtdProcessing.Parse }; // want "csharp/xxe: DtdProcessing.Parse"
        return XmlReader.Create(s, settings);
    }
}

public static class Resolved
{
    public static XmlDocument Load(string xml)
    {
        var resolver = new XmlUrlResolver();
        resolver.Credentials = System.Net.CredentialCache.DefaultCredentials;
        var doc = new XmlDocument();
        doc.XmlResolver = resolver; // want "csharp/xxe: XmlResolver"
        doc.LoadXml(xml);
        return doc;
    }
}

public class Styles
{
    public void Apply(string xsl)
    {
        var t = new System.Xml.Xsl.XslTransform(); // want "csharp/xxe"
        t.Load(xsl);
    }
}
