#include <stdlib.h>

void generate_session_token(char *out, int len) {
    for (int i = 0; i < len; i++) {
        out[i] = "abcdefghijklmnopqrstuvwxyz0123456789"[rand() % 36]; // want "cpp/insecure-random"
    }
}
