#include <stdlib.h>
#include <string.h>

char *copy(const char *s) {
    char *d = malloc(strlen(s) + 1);
    strcpy(d, s);
    return d;
}
