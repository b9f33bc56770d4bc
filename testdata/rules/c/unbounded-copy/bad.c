#include <string.h>

void greet(const char *user) {
    char buf[64];
    strcpy(buf, "hello, ");
    strcat(buf, user); // want "c/unbounded-copy: strcat\\(\\) copies"
}

void copy_arg(char **argv) {
    char path[256];
    strcpy(path, argv[1]); // want "c/unbounded-copy"
}
char *join_fixed(const char *a, const char *b) {
    char *r = malloc(64);
    strcpy(r, a); // want "c/unbounded-copy"
    strcat(r, b); // want "c/unbounded-copy"
    return r;
}
