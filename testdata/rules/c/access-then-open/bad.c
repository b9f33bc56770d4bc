#include <unistd.h>
#include <stdio.h>
FILE *f(const char *path) {
    if (access(path, W_OK) == 0) { // want "c/access-then-open"
        return fopen(path, "w");
    }
    return NULL;
}
