package example;

import java.io.BufferedReader;
import java.io.IOException;

// Assignments a condition means: a value read and then compared, and a
// flag set outside any condition.
public class Reader {
    private boolean done;

    int count(BufferedReader in) throws IOException {
        int n = 0;
        String line;
        while ((line = in.readLine()) != null) {
            n++;
        }
        boolean last = (done = true);
        do {
            n--;
        } while (done == false);
        if ((done == true) && (n > 0)) {
            n++;
        }
        return last ? n : 0;
    }
}
