#include <string.h>
int is_admin(const char *role) {
    if (role == NULL) {
        return 0;
    }
    return strcmp(role, "admin") == 0;
}
