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
int parse(char *buf, int err) {
    if (err) {
        free(buf);
        return -1;
    }
    puts("cleanup");
    free(buf);
    return 0;
}
