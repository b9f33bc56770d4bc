#include <stdlib.h>
#include <stdio.h>
void reuse(char *buf, size_t n) {
    free(buf);
    puts("again");
    buf = malloc(n);
    free(buf);
}
void other(char *a, char *b) {
    free(a);
    puts("a");
    free(b);
}
