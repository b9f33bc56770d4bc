#include <stdio.h>
void f(void) {
    FILE *fp = fopen("/tmp/report.txt", "w"); // want "c/fixed-temp-path"
    fclose(fp);
}
