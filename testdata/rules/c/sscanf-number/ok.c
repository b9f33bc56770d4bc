#include <stdlib.h>
#include <errno.h>
#include <stdio.h>
int port_of(const char *s) {
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno == ERANGE || *end != '\0') return -1;
    char name[16];
    sscanf(s, "%15s", name);
    return (int)v;
}
