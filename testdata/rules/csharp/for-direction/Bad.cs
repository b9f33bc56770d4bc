class Loops {
    public int Sum(int[] xs) {
        int t = 0;
        for (int i = 0; i < xs.Length; i--) { // want "csharp/for-direction"
            t += xs[i];
        }
        return t;
    }
}
