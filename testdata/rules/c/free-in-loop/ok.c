#include <stdlib.h>
struct node { struct node *next; };
void drop(struct node *n) {
    while (n) {
        struct node *next = n->next;
        free(n);
        n = next;
    }
}
void each(char **items, int n) {
    for (int i = 0; i < n; i++) {
        free(items[i]);
    }
}
