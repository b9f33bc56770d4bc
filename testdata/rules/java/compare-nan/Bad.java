class Stats {
    boolean missing(double v) {
        return v == Double.NaN; // want "java/compare-nan"
    }
}
