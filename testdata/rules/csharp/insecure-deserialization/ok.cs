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
