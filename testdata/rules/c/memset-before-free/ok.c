#include <string.h>
#include <stdlib.h>
void done(char *password, size_t n) {
    explicit_bzero(password, n);
    free(password);
}
void reset(char *buf, size_t n) {
    memset(buf, 0, n);
    use(buf);
}
