#include <stdio.h>
int main(void) {
    double third = 1 / 3; /* want "c/integer-division-to-float" */
    float half = 1 / 2; /* want "c/integer-division-to-float" */
    printf("%f %f\n", third, half);
    return 0;
}
