#include <stdlib.h>
void f(void) {
    int *count = malloc(sizeof *count);
    free(count);
}
