int next(int i, int j) {
    i++;
    j = i++;
    return i + j;
}
