#include <unistd.h>
#include <stdlib.h>
void drop(void) {
    if (setgid(getgid()) != 0)
        abort();
    if (setuid(getuid()) != 0)
        abort();
}
