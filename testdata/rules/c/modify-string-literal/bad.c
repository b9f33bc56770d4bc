#include <string.h>
void f(void) {
    char *name = "world";
    name[0] = 'W'; // want "c/modify-string-literal"
    char *greeting = "hello";
    strcat(greeting, " there"); // want "c/modify-string-literal"
}
