#include <stdio.h>
#define O_NONBLOCK_FLAG 0x800

int is_blocking(int flags) {
    if (flags & O_NONBLOCK_FLAG == 0) { /* want "c/bitwise-comparison-precedence" */
        return 1;
    }
    return 0;
}

int has_bits(unsigned mask, unsigned want) {
    return mask & want != 0; /* want "c/bitwise-comparison-precedence" */
}
