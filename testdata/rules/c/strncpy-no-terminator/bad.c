#include <string.h>
void f(const char *src) {
    char name[64];
    strncpy(name, src, sizeof(name)); // want "c/strncpy-no-terminator"
    puts(name);
}
