#include <stdio.h>

void label(char *out, const char *name, int n) {
    sprintf(out, "%s-%d", name, n); // want "cpp/sprintf: sprintf\\(\\) writes"
}
