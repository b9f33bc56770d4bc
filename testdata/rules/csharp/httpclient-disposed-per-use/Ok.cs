class Weather {
    private static readonly HttpClient Client = new HttpClient();
    private readonly IHttpClientFactory factory;
    async Task<string> Get(string city) {
        var client = factory.CreateClient("weather");
        return await client.GetStringAsync(city);
    }
}
