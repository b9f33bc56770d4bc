#include <stdio.h>
FILE *scratch(void) {
    char name[L_tmpnam];
    tmpnam(name); // want "c/insecure-temp-file"
    return fopen(name, "w");
}
