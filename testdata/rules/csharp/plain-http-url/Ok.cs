class Rates {
    async Task<string> Get(HttpClient client) {
        return await client.GetStringAsync("https://rates.bank.com/today");
    }
    Uri Local = new Uri("http://localhost:5000/");
}
