#include <string.h>
int login(const char *user) {
    char password[64];
    read_password(password, sizeof password);
    int ok = check(user, password);
    memset(password, 0, sizeof password); // want "c/memset-secret"
    return ok;
}
