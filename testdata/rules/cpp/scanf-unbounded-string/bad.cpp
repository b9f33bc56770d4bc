#include <stdio.h>

void read_user(FILE *f) {
    char user[32];
    int age;
    scanf("%s", user); // want "cpp/scanf-unbounded-string: scanf\\(\\) reads %s"
    fscanf(f, "%d %s", &age, user); // want "cpp/scanf-unbounded-string: fscanf"
}
