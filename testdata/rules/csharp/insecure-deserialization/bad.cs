using System.IO;
using System.Runtime.Serialization.Formatters.Binary;
using Newtonsoft.Json;

public static class Store
{
    public static object Load(Stream s)
    {
        var bf = new BinaryFormatter(); // want "csharp/insecure-deserialization: BinaryFormatter"
        var settings = new JsonSerializerSettings { TypeNameHandling = TypeNameHandling.All }; // want "csharp/insecure-deserialization"
        return bf.Deserialize(s);
    }
}

public static class Legacy
{
    public static object Read(string json)
    {
        var resolver = new System.Web.Script.Serialization.SimpleTypeResolver();
        var serializer = new System.Web.Script.Serialization.JavaScriptSerializer(resolver); // want "csharp/insecure-deserialization"
        return serializer.DeserializeObject(json);
    }
}

public class RemotingHost
{
    public void Listen()
    {
        var provider = new System.Runtime.Remoting.Channels.BinaryServerFormatterSinkProvider();
        provider.TypeFilterLevel = System.Runtime.Serialization.Formatters.TypeFilterLevel.Full; // want "csharp/insecure-deserialization"
    }
}
