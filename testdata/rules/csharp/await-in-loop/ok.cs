public class Fetcher
{
    public async Task<string[]> FetchAll(IEnumerable<string> urls)
    {
        foreach (var url in urls)
        {
            await Task.Delay(100);
            await stream.WriteAsync(Encoding.UTF8.GetBytes(url));
        }
        await foreach (var item in source.ReadAllAsync())
        {
            await Handle(item);
        }
        return await Task.WhenAll(urls.Select(u => client.GetStringAsync(u)));
    }
}
