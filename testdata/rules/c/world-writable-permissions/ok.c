#include <sys/stat.h>
#include <fcntl.h>
void f(const char *path) {
    chmod(path, 0644);
    chmod(path, S_IRUSR | S_IWUSR);
    umask(022);
    umask(0077);
    chmod(path, 0x1a4);
    chmod(path, 0100644);
    chmod(path, 644); /* a decimal mistake, but 644 is 01204: others may only read */
    mkdir(path, 0777);
    open(path, O_CREAT | O_WRONLY, 0666);
}
