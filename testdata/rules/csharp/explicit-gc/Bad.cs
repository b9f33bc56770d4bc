class Batch {
    void Run() {
        Process();
        GC.Collect(); // want "csharp/explicit-gc"
    }
}
