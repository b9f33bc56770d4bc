#include <stdlib.h>

int grow(char **buf, size_t n) {
    *buf = realloc(*buf, n); // want "c/realloc-same-pointer"
    return *buf != NULL;
}
