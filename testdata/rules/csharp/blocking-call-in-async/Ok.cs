class Poller {
    public async Task PollAsync() {
        await Task.Delay(1000);
        var body = await client.GetStringAsync(url);
        await SaveAsync(body);
        semaphore.Wait(TimeSpan.FromSeconds(1));
    }
    public void Poll() {
        Thread.Sleep(1000);
    }
}
