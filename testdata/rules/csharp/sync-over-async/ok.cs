using System.Net.Http;
using System.Threading.Tasks;

public class Client
{
    private readonly HttpClient _http = new HttpClient();

    public async Task<string> GetAsync(string url)
    {
        return await _http.GetStringAsync(url);
    }

    public int Count(Lazy<int> lazy, Task<int> done)
    {
        var x = Compute().Result;
        return lazy.Value + x;
    }

    public static void Main(string[] args)
    {
        new Client().GetAsync("https://example.com").GetAwaiter().GetResult();
    }

    private Outcome Compute() => new Outcome();
    private class Outcome { public int Result => 1; }
}
