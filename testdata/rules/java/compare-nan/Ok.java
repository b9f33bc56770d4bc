class Stats {
    boolean missing(double v) {
        return Double.isNaN(v) || v == Double.MAX_VALUE;
    }
}
