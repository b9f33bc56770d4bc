#include <stdio.h>
int port_of(const char *s) {
    int port;
    if (sscanf(s, "%d", &port) != 1) // want "c/sscanf-number"
        return -1;
    return port;
}
