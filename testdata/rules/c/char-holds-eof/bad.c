#include <stdio.h>
void f(FILE *in) {
    char c = getchar(); // want "c/char-holds-eof"
    char d;
    while ((d = fgetc(in)) != EOF) { // want "c/char-holds-eof"
        putchar(d);
    }
}
