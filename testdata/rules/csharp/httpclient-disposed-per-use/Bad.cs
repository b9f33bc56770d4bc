class Weather {
    async Task<string> Get(string city) {
        using (var client = new HttpClient()) { // want "csharp/httpclient-disposed-per-use"
            return await client.GetStringAsync("https://api.example.com/" + city);
        }
    }
    async Task<string> Get2() {
        using var client = new HttpClient(); // want "csharp/httpclient-disposed-per-use"
        return await client.GetStringAsync("https://api.example.com/");
    }
}
