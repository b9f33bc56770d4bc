class Poller {
    public async Task PollAsync() {
        Thread.Sleep(1000); // want "csharp/blocking-call-in-async"
        var body = client.GetStringAsync(url).Result; // want "csharp/blocking-call-in-async"
        SaveAsync(body).Wait(); // want "csharp/blocking-call-in-async"
        var n = CountAsync().GetAwaiter().GetResult(); // want "csharp/blocking-call-in-async"
    }
}
