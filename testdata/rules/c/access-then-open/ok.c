#include <unistd.h>
#include <stdio.h>
#include <fcntl.h>
FILE *f(const char *path) {
    int fd = open(path, O_WRONLY | O_NOFOLLOW);
    if (fd < 0)
        return NULL;
    if (access(path, F_OK) == 0)
        puts("exists");
    return fdopen(fd, "w");
}
