#include <sys/stat.h>
#include <fcntl.h>
void f(const char *path) {
    chmod(path, 0644);
    chmod(path, S_IRUSR | S_IWUSR);
    umask(022);
    mkdir(path, 0777);
    open(path, O_CREAT | O_WRONLY, 0666);
}
