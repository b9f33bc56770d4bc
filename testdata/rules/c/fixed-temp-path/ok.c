#include <stdlib.h>
#include <stdio.h>
void f(void) {
    char name[] = "/tmp/reportXXXXXX";
    int fd = mkstemp(name);
    FILE *fp = fdopen(fd, "w");
    FILE *cfg = fopen("/etc/app.conf", "r");
}
