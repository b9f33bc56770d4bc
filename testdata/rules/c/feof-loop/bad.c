#include <stdio.h>

int count(FILE *f) {
    char line[256];
    int n = 0;
    while (!feof(f)) { // want "c/feof-loop"
        fgets(line, sizeof line, f);
        n++;
    }
    return n;
}
