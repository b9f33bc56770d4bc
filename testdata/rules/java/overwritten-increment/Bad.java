class Bad {
    int count(int[] xs) {
        int n = 0;
        for (int x : xs) {
            if (x > 0) {
                n = n++; // want "java/overwritten-increment"
            }
        }
        return n;
    }
}
