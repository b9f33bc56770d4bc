using System.IO;
using System.Xml;

public class OrderValidator
{
    public void Validate(Stream input)
    {
        var settings = new XmlReaderSettings
        {
            ValidationType = ValidationType.Schema,
            DtdProcessing = DtdProcessing.Prohibit,
            XmlResolver = null,
        };
        using var reader = XmlReader.Create(input, settings);
        while (reader.Read()) { }
    }

    // Over an XmlReader it inherits that reader's settings.
    public void Legacy(XmlReader inner)
    {
        var reader = new XmlValidatingReader(inner);
        while (reader.Read()) { }
    }
}
