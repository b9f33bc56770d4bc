class Flags {
    void run(boolean done) {
        if (done) {
            stop();
        }
        String line;
        while ((line = next()) != null) {
            use(line);
        }
    }
}
