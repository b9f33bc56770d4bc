#include <string.h>

int spaces(const char *s) {
    int n = 0;
    for (size_t i = 0; i < strlen(s); i++) { // want "c/strlen-in-loop-condition"
        if (s[i] == ' ') n++;
    }
    return n;
}
