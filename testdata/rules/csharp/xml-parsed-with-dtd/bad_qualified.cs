using System.IO;
using System.Xml.Linq;

public class CatalogImport
{
    // The reader named by its namespace is the same XmlReader.Create.
    public XDocument Import(Stream upload)
    {
        var settings = new System.Xml.XmlReaderSettings();
        settings.DtdProcessing = System.Xml.DtdProcessing.Parse;
        using (var reader = System.Xml.XmlReader.Create(upload, settings)) // want "csharp/xml-parsed-with-dtd"
        {
            return XDocument.Load(reader);
        }
    }
}
