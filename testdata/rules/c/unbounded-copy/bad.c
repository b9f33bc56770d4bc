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
