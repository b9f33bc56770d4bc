#include <string.h>

void clear(char *buf, size_t n) {
    memset(buf, 0, n);
}
