using System.IO;
using System.Xml;

public class InvoiceImporter
{
    // XmlDocument's resolver is null by default since .NET Framework 4.5.2.
    public XmlDocument Import(string body)
    {
        var doc = new XmlDocument();
        doc.LoadXml(body);
        return doc;
    }

    public XmlNode Fragment(string markup)
    {
        var doc = new XmlDocument();
        doc.InnerXml = markup;
        return doc.DocumentElement;
    }

    public XmlDocument ImportFile(Stream upload)
    {
        var doc = new XmlDocument { XmlResolver = null };
        doc.Load(upload);
        return doc;
    }

    // The resolver is set and then cleared before the parse.
    public XmlDocument ImportTrusted(Stream upload)
    {
        var doc = new XmlDocument();
        doc.XmlResolver = new XmlUrlResolver();
        doc.XmlResolver = null;
        doc.Load(upload);
        return doc;
    }

    public int CountLines(Stream upload)
    {
        var settings = new XmlReaderSettings { DtdProcessing = DtdProcessing.Prohibit, XmlResolver = null };
        var n = 0;
        using (var reader = XmlReader.Create(upload, settings))
        {
            while (reader.Read())
            {
                if (reader.Name == "line") n++;
            }
        }
        return n;
    }

    // DtdProcessing.Ignore skips the DOCTYPE without expanding it.
    public XmlReader Open(TextReader text)
    {
        var settings = new XmlReaderSettings();
        settings.DtdProcessing = DtdProcessing.Ignore;
        return XmlReader.Create(text, settings);
    }

    // The default settings prohibit DTDs.
    public XmlReader OpenDefault(TextReader text)
    {
        return XmlReader.Create(text, new XmlReaderSettings());
    }

    // A configuration loader's own Load, unrelated to XML parsing.
    public void Reload(ConfigLoader loader)
    {
        loader.Load("appsettings.xml");
    }
}

public static class Resolved
{
    // Only trusted documents get a resolver.
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

public class ConfigLoader
{
    public void Load(string path) { }
}
