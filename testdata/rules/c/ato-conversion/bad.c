#include <stdlib.h>
int port_of(const char *s) {
    return atoi(s); // want "c/ato-conversion"
}
