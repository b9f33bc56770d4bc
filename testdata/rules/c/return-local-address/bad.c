struct config { int port; };
struct config *defaults(void) {
    struct config c;
    c.port = 80;
    return &c; // want "c/return-local-address"
}
int *counter(void) {
    int n = 0;
    return &n; // want "c/return-local-address"
}
