#include <stdio.h>
#include <string.h>

void greet(const char *user) {
    char buf[64];
    snprintf(buf, sizeof buf, "hello, %s", user);
    strcpy(buf, "static text");
}
void guarded(const char *src) {
    char dst[32];
    if (strlen(src) < sizeof dst)
        strcpy(dst, src);
}
