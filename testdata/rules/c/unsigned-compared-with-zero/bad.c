#include <string.h>
#include <unistd.h>
int f(int fd, char *buf, size_t cap) {
    size_t n = read(fd, buf, cap);
    if (n < 0) // want "c/unsigned-compared-with-zero"
        return -1;
    unsigned int left = cap - n;
    if (left >= 0) // want "c/unsigned-compared-with-zero"
        return 1;
    return 0;
}
