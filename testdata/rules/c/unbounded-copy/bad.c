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

/* a buffer sized from one string's length does not make every copy in the function bounded */
struct req { char *path; char user[32]; };
void fill(struct req *r, const char *path, const char *user) {
    r->path = malloc(strlen(path) + 1);
    strcpy(r->path, path);
    strcpy(r->user, user); // want "c/unbounded-copy"
}
