class Batch {
    void Run() {
        Process();
        var mem = GC.GetTotalMemory(false);
    }
}
