#include <stdlib.h>
#include <string.h>

char *copy(const char *s) {
    char *d = malloc(strlen(s)); // want "c/malloc-strlen"
    strcpy(d, s);
    return d;
}
