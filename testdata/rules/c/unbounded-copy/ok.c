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
