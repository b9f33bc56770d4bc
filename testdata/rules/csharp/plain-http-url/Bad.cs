class Rates {
    async Task<string> Get(HttpClient client) {
        return await client.GetStringAsync("http://rates.bank.com/today"); // want "csharp/plain-http-url"
    }
    Uri Base = new Uri("http://billing.acme.io/"); // want "csharp/plain-http-url"
}
