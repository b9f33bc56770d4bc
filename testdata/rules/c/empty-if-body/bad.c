int clamp(int n, int max) {
    if (n > max); // want "c/empty-if-body"
        n = max;
    return n;
}
