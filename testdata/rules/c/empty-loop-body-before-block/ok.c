#include <stddef.h>
size_t length(const char *s) {
    const char *p = s;
    while (*p)
        p++;
    for (p = s; *p; p++)
        ;
    while (*s++);
    return (size_t)(p - s);
}
