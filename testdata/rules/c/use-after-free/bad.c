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
