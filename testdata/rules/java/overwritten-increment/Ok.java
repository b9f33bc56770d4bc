class Ok {
    int count(int[] xs) {
        int n = 0;
        int last = 0;
        for (int x : xs) {
            if (x > 0) {
                n++;
                last = n++;
            }
        }
        return n + last;
    }
}
