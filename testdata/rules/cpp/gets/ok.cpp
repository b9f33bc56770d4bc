#include <stdio.h>
#include <string.h>

int main(void) {
    char name[32];
    if (fgets(name, sizeof name, stdin) == NULL) return 1;
    name[strcspn(name, "\n")] = '\0';
    return 0;
}
