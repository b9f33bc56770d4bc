#include <stdio.h>

void label(char *out, size_t len, const char *name, int n) {
    char num[16];
    snprintf(out, len, "%s-%d", name, n);
    sprintf(num, "%d", n);
}
void name(char *out, const char *s) {
    sprintf(out, "user-%.20s", s);
}
