using System.Net.Http;
using System.Threading.Tasks;

public class Client
{
    private readonly HttpClient _http = new HttpClient();

    public string Get(string url)
    {
        return _http.GetStringAsync(url).Result; // want "csharp/sync-over-async"
    }

    public void Save(Store store)
    {
        store.SaveAsync().Wait(); // want "csharp/sync-over-async"
        var n = store.CountAsync().GetAwaiter().GetResult(); // want "csharp/sync-over-async"
    }
}
