#include <unistd.h>
void drop(void) {
    setgid(getgid()); // want "c/setuid-unchecked"
    setuid(getuid()); // want "c/setuid-unchecked"
}
