#include <string.h>
void f(const char *a, const char *b) {
    char path[256];
    path[0] = '\0';
    strncat(path, a, sizeof(path) - 1);
    strncat(path, b, sizeof(path) - strlen(path) - 1);
}
