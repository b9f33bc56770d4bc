#include <string.h>
void f(const char *src) {
    char name[64];
    strncpy(name, src, sizeof(name));
    name[sizeof(name) - 1] = '\0';
    puts(name);
}
void g(const char *src) {
    char name[64];
    strncpy(name, src, sizeof(name) - 1);
}
