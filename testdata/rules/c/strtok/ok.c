#include <string.h>
void split(char *line) {
    char *save;
    for (char *t = strtok_r(line, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
        use(t);
    }
}
