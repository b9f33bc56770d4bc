#include <stdio.h>

char *label(int n) {
    static char buf[32];
    snprintf(buf, sizeof buf, "item-%d", n);
    return buf;
}

void label_into(char *out, size_t len, int n) {
    snprintf(out, len, "item-%d", n);
}
