#include <string.h>
#include <stdlib.h>

void save(const char *src, size_t n) {
    char *copy = malloc(n);
    memcpy(copy, src, sizeof(copy)); // want "c/memcpy-sizeof-pointer: memcpy\\(\\) is given sizeof\\(copy\\)"
}

void clear(char buf[64]) {
    memset(buf, 0, sizeof buf); // want "c/memcpy-sizeof-pointer"
}
