using System.IO;
using System.Xml;

public class InvoiceImporter
{
    public XmlDocument Import(string body)
    {
        var doc = new XmlDocument();
        doc.XmlResolver = new XmlUrlResolver();
        doc.LoadXml(body); // want "csharp/xml-parsed-with-dtd"
        return doc;
    }

    public XmlDocument ImportFile(Stream upload)
    {
        var doc = new XmlDocument { XmlResolver = new XmlUrlResolver() };
        doc.Load(upload); // want "csharp/xml-parsed-with-dtd"
        return doc;
    }

    public int CountLines(Stream upload)
    {
        var settings = new XmlReaderSettings();
        settings.DtdProcessing = DtdProcessing.Parse;
        settings.XmlResolver = new XmlUrlResolver();
        var n = 0;
        using (var reader = XmlReader.Create(upload, settings)) // want "csharp/xml-parsed-with-dtd"
        {
            while (reader.Read())
            {
                if (reader.Name == "line") n++;
            }
        }
        return n;
    }

    public XmlReader Open(TextReader text)
    {
        var settings = new XmlReaderSettings { DtdProcessing = DtdProcessing.Parse, MaxCharactersFromEntities = 1024 };
        return XmlReader.Create(text, settings); // want "csharp/xml-parsed-with-dtd"
    }

    public XmlDocument ImportWithCredentials(string body)
    {
        var resolver = new XmlUrlResolver();
        resolver.Credentials = System.Net.CredentialCache.DefaultCredentials;
        var doc = new XmlDocument();
        doc.XmlResolver = resolver;
        doc.LoadXml(body); // want "csharp/xml-parsed-with-dtd"
        return doc;
    }

    public XmlReader OpenLegacy(Stream upload, string baseUri)
    {
        var settings = new XmlReaderSettings();
        settings.ProhibitDtd = false;
        return XmlReader.Create(upload, settings, baseUri); // want "csharp/xml-parsed-with-dtd"
    }

    public XmlNode Fragment(string markup)
    {
        var doc = new XmlDocument();
        doc.XmlResolver = new XmlUrlResolver();
        doc.InnerXml = markup; // want "csharp/xml-parsed-with-dtd"
        return doc.DocumentElement;
    }
}
