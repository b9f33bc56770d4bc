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
int g(int ret) {
    switch (ret) {
    case 1:
        ret = 2;     /* and fall through */
    case 2:
        return -1;
    case 3:
        bail("out of memory");
    case 4:
        return 0;
    }
    return ret;
}
