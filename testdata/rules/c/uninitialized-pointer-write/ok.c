#include <string.h>
#include <stdlib.h>
void f(const char *src) {
    char *dst;
    dst = malloc(strlen(src) + 1);
    if (dst) strcpy(dst, src);
}
void g(int *out) {
    int *count;
    count = out;
    *count = 1;
}
