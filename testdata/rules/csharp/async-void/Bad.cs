class Sync {
    public async void Refresh() { // want "csharp/async-void"
        await store.ReloadAsync();
    }
}
