#include <stdlib.h>
#include <string.h>
struct node { int v; struct node *next; };
struct node *make(int v) {
    struct node *n = malloc(sizeof *n);
    if (n == NULL)
        return NULL;
    n->v = v;
    return n;
}
char *copy(const char *s, size_t len) {
    char *p = malloc(len + 1);
    if (!p) return NULL;
    memcpy(p, s, len);
    return p;
}
