#include <string.h>
void f(const char *src) {
    char dst[32];
    strncpy(dst, src, strlen(src)); // want "c/strncpy-bounded-by-source"
    strncat(dst, src, strlen(src)); // want "c/strncpy-bounded-by-source"
}
