#include <cstring>

void copy(char *dst, const char *src) {
    std::strcpy(dst, src); // want "cpp/unbounded-copy"
}
