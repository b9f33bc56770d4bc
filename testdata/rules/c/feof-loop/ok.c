#include <stdio.h>

int count(FILE *f) {
    char line[256];
    int n = 0;
    while (fgets(line, sizeof line, f) != NULL) {
        n++;
    }
    return n;
}
