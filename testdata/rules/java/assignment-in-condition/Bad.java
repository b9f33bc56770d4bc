class Flags {
    void run(boolean done) {
        if (done = true) { // want "java/assignment-in-condition"
            stop();
        }
    }
}
