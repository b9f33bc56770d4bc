#include <string.h>
int after(const char *a, const char *b, int n) {
    if (strcmp(a, b) > 0) {
        return 1;
    }
    if (n == 1) {
        return 2;
    }
    return memcmp(a, b, 4) < 0;
}
