#define MAX 8
void f(const char *s) {
    char buf[16];
    int xs[MAX];
    buf[16] = '\0'; // want "c/index-past-end"
    for (int i = 0; i <= MAX; i++) { // want "c/index-past-end"
        xs[i] = 0;
    }
}
void g(void) {
    char line[32];
    for (unsigned i = 0; i <= sizeof(line); i++) { // want "c/index-past-end"
        line[i] = ' ';
    }
}
