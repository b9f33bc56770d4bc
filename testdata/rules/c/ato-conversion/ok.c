#include <errno.h>
#include <stdlib.h>
int port_of(const char *s, long *out) {
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (end == s || *end != '\0' || errno == ERANGE) {
        return -1;
    }
    *out = v;
    return 0;
}
