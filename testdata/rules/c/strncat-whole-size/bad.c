#include <string.h>
void f(const char *a, const char *b) {
    char path[256];
    strcpy(path, a);
    strncat(path, b, sizeof(path)); // want "c/strncat-whole-size"
}
