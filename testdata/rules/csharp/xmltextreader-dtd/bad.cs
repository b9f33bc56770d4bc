using System.IO;
using System.Xml;

public class Importer
{
    public void Read(Stream input)
    {
        var reader = new XmlTextReader(input); // want "csharp/xmltextreader-dtd"
        while (reader.Read()) { }
    }
}
