class Counter {
    private readonly object _sync = new();
    int n;
    public void Add() {
        lock (_sync) { n++; }
    }
}
