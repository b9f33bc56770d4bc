using System.IO;
using System.Xml;

public class OrderValidator
{
    public void Validate(Stream xmlFragment, XmlParserContext context)
    {
        var reader = new XmlValidatingReader(xmlFragment, XmlNodeType.Element, context); // want "csharp/validating-reader-over-raw-input"
        while (reader.Read()) { }
    }

    public void ValidateText(string fragment)
    {
        var context = new XmlParserContext(null, null, null, XmlSpace.None);
        var reader = new XmlValidatingReader(fragment, XmlNodeType.Element, context); // want "csharp/validating-reader-over-raw-input"
        while (reader.Read()) { }
    }
}
