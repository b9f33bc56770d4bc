class Counter {
    int n;
    public void Add() {
        lock (this) { n++; } // want "csharp/lock-on-public-object"
        lock (typeof(Counter)) { n++; } // want "csharp/lock-on-public-object"
    }
}
