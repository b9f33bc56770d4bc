#include <stdio.h>

void read_user(FILE *f) {
    char user[32];
    int age;
    scanf("%31s", user);
    fscanf(f, "%d %31s", &age, user);
    scanf("%d", &age);
}
