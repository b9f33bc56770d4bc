class Ratio {
    static final double THIRD = 1 / 3; // want "java/integer-division-to-floating"

    double half() {
        double h = 1 / 2; // want "java/integer-division-to-floating"
        return h;
    }
}
