#include <string.h>
int after(const char *a, const char *b) {
    if (strcmp(a, b) == 1) { /* want "c/compare-result-against-one" */
        return 1;
    }
    return memcmp(a, b, 4) == -1; /* want "c/compare-result-against-one" */
}
