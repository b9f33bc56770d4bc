import java.util.List;

class Stats {
    double maxTemperature(List<Double> readings) {
        double max = Double.NEGATIVE_INFINITY;
        for (double r : readings) {
            max = Math.max(max, r);
        }
        return max;
    }

    int maxCount(int[] counts) {
        int max = Integer.MIN_VALUE;
        for (int c : counts) {
            max = Math.max(max, c);
        }
        return max;
    }

    double epsilon() {
        double tolerance = Double.MIN_VALUE;
        return tolerance;
    }
}
