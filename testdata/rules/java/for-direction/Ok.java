class Loops {
    int sum(int[] xs) {
        int t = 0;
        for (int i = 0; i < xs.length; i++) {
            t += xs[i];
        }
        for (int j = xs.length - 1; j >= 0; --j) {
            t -= xs[j];
        }
        return t;
    }
}
