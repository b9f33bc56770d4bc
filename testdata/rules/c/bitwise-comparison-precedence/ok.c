#include <stdio.h>
#define O_NONBLOCK_FLAG 0x800

int is_blocking(int flags) {
    if ((flags & O_NONBLOCK_FLAG) == 0) {
        return 1;
    }
    return 0;
}

int differ(int a, int b, int c, int d) {
    return a < b ^ c < d;
}

int both(int a, int b) {
    return (a == 1) & (b == 2);
}

int maze(int c, int a, const char *m) {
    return !c & a == m[a];
}
