#include <assert.h>
#include <stdlib.h>
void f(size_t n, int *count) {
    char *p;
    assert((p = malloc(n)) != NULL); // want "c/assert-side-effect"
    assert((*count)++ < 10); // want "c/assert-side-effect"
}
