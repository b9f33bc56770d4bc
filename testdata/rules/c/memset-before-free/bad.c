#include <string.h>
#include <stdlib.h>
void done(char *password, size_t n) {
    memset(password, 0, n); // want "c/memset-before-free"
    free(password);
}
