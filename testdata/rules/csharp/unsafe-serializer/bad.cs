using MBrace.FsPickler;

public class Store
{
    public object Load(System.IO.Stream s)
    {
        var serializer = FsPickler.CreateBinarySerializer(); // want "csharp/unsafe-serializer"
        var xml = MBrace.FsPickler.FsPickler.CreateXmlSerializer(); // want "csharp/unsafe-serializer"
        var p = new fastJSON.JSONParameters { BadListTypeChecking = false }; // want "csharp/unsafe-serializer"
        return serializer.Deserialize<object>(s);
    }
}
