int check(int count, int expected) {
    if (!count == expected) { /* want "c/logical-not-comparison" */
        return -1;
    }
    return 0;
}
