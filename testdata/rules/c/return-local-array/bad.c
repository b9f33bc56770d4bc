#include <stdio.h>

char *label(int n) {
    char buf[32];
    snprintf(buf, sizeof buf, "item-%d", n);
    return buf; // want "c/return-local-array"
}
