using System.Globalization;
using System.IO;
using System.IO.Pipes;
using System.Runtime.Serialization.Formatters.Binary;

public class RegionPublisher
{
    public void Publish(NamedPipeServerStream pipe)
    {
        var region = new RegionInfo("US");
        using var writer = new StreamWriter(pipe);
        writer.WriteLine(region); // want "csharp/regioninfo-from-region-code-shared"
    }

    public void Save(Stream file, IFormatter formatter)
    {
        RegionInfo home = new RegionInfo("fr");
        formatter.Serialize(file, home); // want "csharp/regioninfo-from-region-code-shared"
    }
}
