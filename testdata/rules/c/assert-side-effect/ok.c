#include <assert.h>
#include <stdlib.h>
void f(size_t n, int *count) {
    char *p = malloc(n);
    assert(p != NULL);
    assert(*count < 10);
    (*count)++;
}
