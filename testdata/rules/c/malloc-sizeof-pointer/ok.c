#include <stdlib.h>
struct point { double x, y, z; };
void f(size_t n) {
    struct point *pts = malloc(n * sizeof(*pts));
    long *vals;
    vals = calloc(n, sizeof *vals);
    char **argv = malloc(n * sizeof(char *));
    free(pts);
    free(vals);
    free(argv);
}
