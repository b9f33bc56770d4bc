#include <stdlib.h>
void drop(struct node *n) {
    struct node *next = n->next;
    free(n);
    n = NULL;
    free(next);
}
