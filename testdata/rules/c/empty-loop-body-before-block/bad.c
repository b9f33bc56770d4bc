int sum(const int *v, int n) {
    int total = 0;
    for (int i = 0; i < n; i++); /* want "c/empty-loop-body-before-block" */
    {
        total += v[0];
    }
    while (n-- > 0); /* want "c/empty-loop-body-before-block" */
    {
        total++;
    }
    return total;
}
