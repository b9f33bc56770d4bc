#include <stdio.h>
#include <string.h>

void greet(const char *user) {
    char buf[64];
    snprintf(buf, sizeof buf, "hello, %s", user);
    strcpy(buf, "static text");
}
