using System.IO;
using System.Xml;
using System.Xml.Schema;

public class SchemaLoader
{
    private static readonly XmlReaderSettings Safe = new XmlReaderSettings
    {
        DtdProcessing = DtdProcessing.Prohibit,
        XmlResolver = null,
    };

    public XmlSchema FromFile(string path)
    {
        using var reader = XmlReader.Create(path, Safe);
        return XmlSchema.Read(reader, null);
    }

    public XmlSchema FromUpload(Stream upload)
    {
        return XmlSchema.Read(XmlReader.Create(upload, Safe), null);
    }

    public XmlSchema FromReader(XmlReader xsd)
    {
        return XmlSchema.Read(xsd, null);
    }
}
