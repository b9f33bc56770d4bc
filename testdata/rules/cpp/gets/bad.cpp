#include <stdio.h>

int main(void) {
    char name[32];
    gets(name); // want "cpp/gets"
    printf("hello %s\n", name);
    return 0;
}
