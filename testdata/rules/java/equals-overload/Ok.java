class Money {
    long cents;
    @Override
    public boolean equals(Object o) {
        return o instanceof Money m && m.cents == cents;
    }
    @Override
    public int hashCode() { return Long.hashCode(cents); }
}
