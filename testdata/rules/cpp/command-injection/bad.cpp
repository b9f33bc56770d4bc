#include <stdio.h>
#include <stdlib.h>

void ping(const char *host) {
    char cmd[256];
    snprintf(cmd, sizeof cmd, "ping -c 1 %s", host);
    system(cmd); // want "cpp/command-injection: system\\(\\) runs a command"
    FILE *p = popen(cmd, "r"); // want "cpp/command-injection: popen"
}
