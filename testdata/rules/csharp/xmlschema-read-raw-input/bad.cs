using System.IO;
using System.Xml.Schema;

public class SchemaLoader
{
    public XmlSchema FromFile(string path)
    {
        TextReader tr = new StreamReader(path);
        return XmlSchema.Read(tr, null); // want "csharp/xmlschema-read-raw-input"
    }

    public XmlSchema FromUpload(Stream upload)
    {
        return XmlSchema.Read(upload, (s, e) => { }); // want "csharp/xmlschema-read-raw-input"
    }

    public XmlSchema FromText(string xsd)
    {
        return XmlSchema.Read(new StringReader(xsd), null); // want "csharp/xmlschema-read-raw-input"
    }
}
