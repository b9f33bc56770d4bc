#include <stdlib.h>
int f(int op, int a, int b) {
    int r = 0;
    switch (op) {
    case 0:
    case 1:
        r = a + b;
        break;
    case 2:
        r = a - b;
        /* fallthrough */
    case 3:
        r = -r;
        break;
    case 4:
        return a * b;
    case 5:
        abort();
    default:
        r = 0;
    }
    return r;
}
