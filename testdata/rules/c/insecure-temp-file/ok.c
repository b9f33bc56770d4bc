#include <stdlib.h>
int scratch(void) {
    char name[] = "/tmp/appXXXXXX";
    return mkstemp(name);
}
