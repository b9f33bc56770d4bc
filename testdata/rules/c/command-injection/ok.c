#include <stdlib.h>
#include <unistd.h>

void ping(const char *host) {
    system("uptime");
    execlp("ping", "ping", "-c", "1", host, (char *)NULL);
}
void list(void) {
    const char *cmd = "ls -l /var/log";
    system(cmd);
}
