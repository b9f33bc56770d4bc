using System.Globalization;
using System.IO;
using System.IO.Pipes;

public class RegionPublisher
{
    public void Publish(NamedPipeServerStream pipe)
    {
        var region = new RegionInfo("en-US");
        using var writer = new StreamWriter(pipe);
        writer.WriteLine(region);
    }

    public void PublishName(NamedPipeServerStream pipe)
    {
        // the code itself is a string and travels as it is
        var us = new RegionInfo("US");
        using var writer = new StreamWriter(pipe);
        writer.WriteLine(us.TwoLetterISORegionName);
    }

    public string Currency()
    {
        var region = new RegionInfo("DE");
        return region.ISOCurrencySymbol;
    }
}
