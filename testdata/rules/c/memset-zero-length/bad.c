#include <string.h>

void clear(char *buf, size_t n) {
    memset(buf, n, 0); // want "c/memset-zero-length"
}
