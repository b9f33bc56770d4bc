class Saver {
    async Task SaveAll(List<Item> items) {
        await Task.WhenAll(items.Select(item => store.SaveAsync(item)));
        items.ForEach(item => Console.WriteLine(item));
    }
}
