#include <stddef.h>
int check(int count, int expected, int a, int b, const char *p) {
    if (count != expected) {
        return -1;
    }
    if (!a == !b) {
        return 1;
    }
    if (!p == 0) {
        return 2;
    }
    return !(a == b);
}
