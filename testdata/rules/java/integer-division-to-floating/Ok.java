class Ratio {
    static final double THIRD = 1.0 / 3;
    static final int PAGES = 10 / 3;

    double half() {
        double h = 1 / 2.0;
        return h;
    }
}
