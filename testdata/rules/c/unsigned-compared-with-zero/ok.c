#include <string.h>
#include <unistd.h>
int f(int fd, char *buf, size_t cap) {
    ssize_t n = read(fd, buf, cap);
    if (n < 0)
        return -1;
    int left = (int)cap - (int)n;
    if (left >= 0)
        return 1;
    size_t k = cap;
    if (k > 0)
        return 2;
    return 0;
}
