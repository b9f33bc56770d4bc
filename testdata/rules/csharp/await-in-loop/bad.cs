public class Fetcher
{
    public async Task<List<string>> FetchAll(IEnumerable<string> urls)
    {
        var pages = new List<string>();
        foreach (var url in urls)
        {
            pages.Add(await client.GetStringAsync(url)); // want "csharp/await-in-loop"
        }
        return pages;
    }
}
