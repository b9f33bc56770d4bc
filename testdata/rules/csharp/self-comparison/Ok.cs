class Cmp {
    bool Same(Order a, Order b) {
        return a.Id == b.Id;
    }
}
