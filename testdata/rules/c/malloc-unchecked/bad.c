#include <stdlib.h>
#include <string.h>
struct node { int v; struct node *next; };
struct node *make(int v) {
    struct node *n = malloc(sizeof *n);
    n->v = v; // want "c/malloc-unchecked"
    return n;
}
char *copy(const char *s, size_t len) {
    char *p;
    p = (char *)malloc(len + 1);
    memcpy(p, s, len); // want "c/malloc-unchecked"
    return p;
}
