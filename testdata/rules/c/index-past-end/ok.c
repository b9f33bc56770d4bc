#define MAX 8
void f(const char *s) {
    char buf[16];
    int xs[MAX];
    buf[15] = '\0';
    for (int i = 0; i < MAX; i++) {
        xs[i] = 0;
    }
}
void g(void) {
    char line[32];
    for (unsigned i = 0; i < sizeof(line); i++) {
        line[i] = ' ';
    }
}
