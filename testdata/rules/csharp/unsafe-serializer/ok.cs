using System.Text.Json;

public class Store
{
    public Order Load(string json)
    {
        var p = new fastJSON.JSONParameters { BadListTypeChecking = true };
        return JsonSerializer.Deserialize<Order>(json);
    }
}
