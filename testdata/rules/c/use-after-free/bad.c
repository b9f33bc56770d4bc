#include <stdlib.h>
void drop(struct node *n) {
    free(n);
    n->next = NULL; // want "c/use-after-free"
}
void twice(char *buf) {
    free(buf);
    free(buf); // want "c/use-after-free"
}
char *gone(char *s) {
    free(s);
    return s; // want "c/use-after-free"
}
void show(char *msg) {
    free(msg);
    printf("%s\n", msg); // want "c/use-after-free"
}
int field(struct node *n) {
    free(n);
    int v = n->v; // want "c/use-after-free"
    return v;
}
