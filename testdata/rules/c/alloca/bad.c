#include <alloca.h>
void copy(const char *s, size_t n) {
    char *tmp = alloca(n); // want "c/alloca"
    memcpy(tmp, s, n);
}
