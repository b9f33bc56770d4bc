class Saver {
    void SaveAll(List<Item> items) {
        items.ForEach(async item => await store.SaveAsync(item)); // want "csharp/async-lambda-void"
        Parallel.ForEach(items, async item => { await store.SaveAsync(item); }); // want "csharp/async-lambda-void"
    }
}
