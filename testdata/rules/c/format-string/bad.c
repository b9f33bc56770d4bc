#include <stdio.h>
#include <syslog.h>

void log_message(const char *msg, char **argv) {
    printf(msg); // want "c/format-string: printf\\(\\) takes its format from msg"
    fprintf(stderr, argv[1]); // want "c/format-string: fprintf"
    syslog(LOG_ERR, msg); // want "c/format-string: syslog"
}
void log_either(FILE *out, int level, const char *msg, const char *user_fmt) {
    const char *fmt = level > 1 ? user_fmt : "%s\n";
    fprintf(out, fmt, msg); // want "c/format-string"
}
