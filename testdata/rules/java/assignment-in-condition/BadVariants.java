package example;

// The same mistaken = in the other places Java reads a condition.
public class Poller {
    private boolean done;
    private boolean ready;

    void poll() {
        do {
            step();
        } while (done = false); // want "java/assignment-in-condition"

        for (int i = 0; ready = true; i++) { // want "java/assignment-in-condition"
            step();
        }

        int delay = (ready = true) ? 10 : 100; // want "java/assignment-in-condition"

        if ((done = true)) { // want "java/assignment-in-condition"
            step();
        }

        if (!(ready = false)) { // want "java/assignment-in-condition"
            step();
        }

        if (ready && (done = true)) { // want "java/assignment-in-condition"
            step();
        }
    }

    void step() {}
}
