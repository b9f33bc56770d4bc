import java.util.List;

class Stats {
    double maxTemperature(List<Double> readings) {
        double max = Double.MIN_VALUE; // want "java/min-value-as-lowest"
        for (double r : readings) {
            if (r > max) {
                max = r;
            }
        }
        return max;
    }

    private float highest;

    void reset() {
        highest = Float.MIN_VALUE; // want "java/min-value-as-lowest"
    }
}
