#include <stdlib.h>
#include <sys/random.h>

void generate_session_token(unsigned char *out, size_t len) {
    getrandom(out, len, 0);
}

int roll_dice(void) {
    return rand() % 6 + 1;
}
