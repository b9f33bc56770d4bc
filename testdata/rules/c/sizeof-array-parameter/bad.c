#include <string.h>
void clear(char buf[64]) {
    size_t n = sizeof(buf); // want "c/sizeof-array-parameter"
    memset(buf, 0, n);
}
int count(int values[]) {
    return sizeof values / sizeof values[0]; // want "c/sizeof-array-parameter"
}
