#include <stdlib.h>
#include <stdio.h>
struct node { char *name; };
char *name_of(struct node *n) {
    char *s = n->name;
    free(s);
    puts("freed");
    return s; // want "c/use-after-free-later"
}
void later(char *buf) {
    free(buf);
    puts("done");
    free(buf); // want "c/use-after-free-later"
}
void show(char *msg) {
    free(msg);
    puts("freed");
    printf("%s\n", msg); // want "c/use-after-free-later"
}
int parse(char *buf, int err) {
    if (err) {
        free(buf);
    }
    puts("cleanup");
    free(buf); // want "c/use-after-free-later"
    return 0;
}
int check(struct node *n) {
    free(n);
    puts("x");
    if (n->name) // want "c/use-after-free-later"
        return 1;
    return 0;
}
