class Cmp {
    bool Same(Order a, Order b) {
        return a.Id == a.Id; // want "csharp/self-comparison"
    }
}
