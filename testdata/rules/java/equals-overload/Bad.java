class Money {
    long cents;
    public boolean equals(Money other) { // want "java/equals-overload"
        return other != null && other.cents == cents;
    }
}
