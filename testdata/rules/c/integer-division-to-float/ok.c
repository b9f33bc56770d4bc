#include <stdio.h>
int main(void) {
    double third = 1.0 / 3;
    float half = 1 / 2.0f;
    int quarter = 100 / 4;
    double ratio = 3e2 / 7;
    printf("%f %f %d %f\n", third, half, quarter, ratio);
    return 0;
}
