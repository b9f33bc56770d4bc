using System.IO;
using System.Text.Json;

public static class Store
{
    public static Order Load(Stream s)
    {
        var settings = new Newtonsoft.Json.JsonSerializerSettings { TypeNameHandling = Newtonsoft.Json.TypeNameHandling.None };
        return JsonSerializer.Deserialize<Order>(s);
    }
}

public class RemotingHost
{
    public void Listen()
    {
        var provider = new System.Runtime.Remoting.Channels.BinaryServerFormatterSinkProvider();
        provider.TypeFilterLevel = System.Runtime.Serialization.Formatters.TypeFilterLevel.Low;
    }
}

public class KnownTypesBinder : Newtonsoft.Json.Serialization.ISerializationBinder
{
    public System.Type BindToType(string assemblyName, string typeName) => typeName == "Order" ? typeof(Order) : null;
    public void BindToName(System.Type serializedType, out string assemblyName, out string typeName)
    {
        assemblyName = null;
        typeName = serializedType.Name;
    }
}
