class Sync {
    public async Task Refresh() {
        await store.ReloadAsync();
    }
    private async void OnClick(object sender, EventArgs e) {
        await Refresh();
    }
}
