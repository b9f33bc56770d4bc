#include <string.h>
void split(char *line) {
    char *t = strtok(line, ","); // want "c/strtok"
    while (t != NULL) {
        use(t);
        t = strtok(NULL, ","); // want "c/strtok"
    }
}
