#include <stdlib.h>
void drain(char *buf, int n) {
    for (int i = 0; i < n; i++) {
        process(buf, i);
        free(buf); // want "c/free-in-loop"
    }
}
