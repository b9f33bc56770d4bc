#include <string.h>
#include <stdio.h>
void f(void) {
    char name[] = "world";
    name[0] = 'W';
    const char *greeting = "hello";
    printf("%s\n", greeting);
}
