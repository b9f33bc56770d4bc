#include <string.h>
void f(const char *src) {
    char dst[32];
    strncpy(dst, src, sizeof dst - 1);
    dst[sizeof dst - 1] = '\0';
    strncat(dst, src, sizeof dst - strlen(dst) - 1);
}
