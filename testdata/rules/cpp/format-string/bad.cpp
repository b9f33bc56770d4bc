#include <stdio.h>
#include <syslog.h>

void log_message(const char *msg, char **argv) {
    printf(msg); // want "cpp/format-string: printf\\(\\) takes its format from msg"
    fprintf(stderr, argv[1]); // want "cpp/format-string: fprintf"
    syslog(LOG_ERR, msg); // want "cpp/format-string: syslog"
}
