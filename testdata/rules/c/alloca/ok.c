#include <stdlib.h>
void copy(const char *s, size_t n) {
    char *tmp = malloc(n);
    if (tmp == NULL) return;
    memcpy(tmp, s, n);
    free(tmp);
}
