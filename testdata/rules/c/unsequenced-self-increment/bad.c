int next(int i) {
    i = i++; /* want "c/unsequenced-self-increment" */
    return i;
}
