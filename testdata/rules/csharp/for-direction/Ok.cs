class Loops {
    public int Sum(int[] xs) {
        int t = 0;
        for (int i = 0; i < xs.Length; i++) {
            t += xs[i];
        }
        for (int j = xs.Length - 1; j >= 0; j--) {
            t -= xs[j];
        }
        return t;
    }
}
