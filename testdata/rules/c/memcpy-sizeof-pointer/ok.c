#include <string.h>

struct point { int x, y; };

void save(const char *src) {
    char buf[64];
    struct point p, *q = &p;
    memcpy(buf, src, sizeof(buf));
    memset(q, 0, sizeof(*q));
    memset(&p, 0, sizeof p);
}
