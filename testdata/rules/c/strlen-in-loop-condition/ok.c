#include <string.h>

int spaces(const char *s) {
    int n = 0;
    size_t len = strlen(s);
    for (size_t i = 0; i < len; i++) {
        if (s[i] == ' ') n++;
    }
    return n;
}
