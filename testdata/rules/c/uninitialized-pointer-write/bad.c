#include <string.h>
#include <stdio.h>
void f(const char *src) {
    char *dst;
    strcpy(dst, src); // want "c/uninitialized-pointer-write"
}
void g(void) {
    int *count;
    *count = 1; // want "c/uninitialized-pointer-write"
}
