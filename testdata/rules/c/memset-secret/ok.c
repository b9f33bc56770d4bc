#include <string.h>
int login(const char *user) {
    char password[64];
    read_password(password, sizeof password);
    int ok = check(user, password);
    explicit_bzero(password, sizeof password);
    char line[128];
    memset(line, 0, sizeof line);
    return ok;
}
