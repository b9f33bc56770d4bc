int clamp(int n, int max) {
    if (n > max) {
        n = max;
    }
    while (*p++ != '\0');
    return n;
}
