using System.IO;
using System.Xml;

public class Importer
{
    public void Read(Stream input)
    {
        var reader = new XmlTextReader(input);
        reader.DtdProcessing = DtdProcessing.Prohibit;
        while (reader.Read()) { }
    }

    public void Safe(Stream input)
    {
        using var reader = XmlReader.Create(input, new XmlReaderSettings { DtdProcessing = DtdProcessing.Prohibit });
        while (reader.Read()) { }
    }
}
