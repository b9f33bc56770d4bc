#include <stdlib.h>

int grow(char **buf, size_t n) {
    char *tmp = realloc(*buf, n);
    if (tmp == NULL) {
        return 0;
    }
    *buf = tmp;
    return 1;
}
