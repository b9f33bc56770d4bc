#include <stdlib.h>
struct point { double x, y, z; };
void f(size_t n) {
    struct point *pts = malloc(n * sizeof(pts)); // want "c/malloc-sizeof-pointer"
    long *vals;
    vals = (long *)calloc(n, sizeof vals); // want "c/malloc-sizeof-pointer"
    free(pts);
    free(vals);
}
