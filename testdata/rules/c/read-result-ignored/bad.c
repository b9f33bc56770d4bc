#include <unistd.h>
#include <fcntl.h>
void seed(unsigned char *key, size_t n) {
    int fd = open("/dev/urandom", O_RDONLY);
    read(fd, key, n); // want "c/read-result-ignored"
    close(fd);
}
