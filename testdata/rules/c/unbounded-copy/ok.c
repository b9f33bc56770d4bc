#include <stdio.h>
#include <string.h>

void greet(const char *user) {
    char buf[64];
    snprintf(buf, sizeof buf, "hello, %s", user);
    strcpy(buf, "static text");
}
void guarded(const char *src) {
    char dst[32];
    if (strlen(src) < sizeof dst)
        strcpy(dst, src);
}
#define LOGID "\106\035\172"
struct log { char id[4]; };
void init(struct log *l) {
    strcpy(l->id, LOGID);
}
char *join(const char *a, const char *b) {
    size_t la = strlen(a), lb = strlen(b);
    char *r = malloc(la + lb + 1);
    if (r == NULL)
        return NULL;
    strcpy(r, a);
    strcat(r, b);
    return r;
}
char *with_slash(const char *dir) {
    char *p = malloc(strlen(dir) + 2);
    strcpy(p, dir);
    strcat(p, "/");
    return p;
}
