int f(int op, int a, int b) {
    int r = 0;
    switch (op) {
    case 1: // want "c/switch-fallthrough"
        r = a + b;
    case 2:
        r = a - b;
        break;
    default:
        r = 0;
    }
    return r;
}
