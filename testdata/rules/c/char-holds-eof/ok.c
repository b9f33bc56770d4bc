#include <stdio.h>
void f(FILE *in) {
    int c = getchar();
    int d;
    while ((d = fgetc(in)) != EOF) {
        putchar(d);
    }
}
