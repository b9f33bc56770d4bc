#include <stdlib.h>

int check(int status, char **p) {
    if (status == 0) {
        return 1;
    }
    if ((*p = malloc(16))) {
        return 2;
    }
    return 0;
}
