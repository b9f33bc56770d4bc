#include <sys/stat.h>
void f(const char *path) {
    chmod(path, 0777); // want "c/world-writable-permissions"
    chmod(path, S_IRWXU | S_IRWXG | S_IRWXO); // want "c/world-writable-permissions"
    umask(0); // want "c/world-writable-permissions"
    chmod(path, 0x1ffU); // want "c/world-writable-permissions"
    chmod(path, 0100666); // want "c/world-writable-permissions"
    umask(020); // want "c/world-writable-permissions"
}
