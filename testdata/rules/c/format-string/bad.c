#include <stdio.h>
#include <syslog.h>

void log_message(const char *msg, char **argv) {
    printf(msg); // want "c/format-string: printf\\(\\) takes its format from msg"
    fprintf(stderr, argv[1]); // want "c/format-string: fprintf"
    syslog(LOG_ERR, msg); // want "c/format-string: syslog"
}
