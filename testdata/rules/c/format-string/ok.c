#include <stdio.h>
#include <syslog.h>
#include <libintl.h>
#define USAGE "usage: %s FILE\n"

void log_message(const char *msg, const char *prog) {
    printf("%s", msg);
    fprintf(stderr, "%s\n", msg);
    syslog(LOG_ERR, "%s", msg);
    printf(gettext("Hello, %s\n"), msg);
    fprintf(stderr, USAGE, prog);
}
void banner(int n) {
    const char *fmt = "%d items\n";
    printf(fmt, n);
}
void log_line(FILE *out, int level, const char *msg) {
    const char *fmt = level > 1 ? "[%s] !! %s\n" : "[%s] %s\n";
    fprintf(out, fmt, "app", msg);
}
