#include <stdlib.h>
void f(void) {
    int count = 0;
    free(&count); // want "c/free-non-heap"
}
