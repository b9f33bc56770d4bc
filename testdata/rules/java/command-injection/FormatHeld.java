package example;

import java.io.IOException;

// The command line's format is held in a local or a constant: the text the
// shell runs is still built from the caller's value.
public class Pinger {
    private static final String PING = "ping -c 1 %s";

    public Process ping(String host) throws IOException {
        String fmt = "ping -c 1 %s";
        return Runtime.getRuntime().exec(String.format(fmt, host)); // want "java/command-injection: Command built by concatenation"
    }

    public Process pingConst(String host) throws IOException {
        return Runtime.getRuntime().exec(String.format(PING, host)); // want "java/command-injection: Command built by concatenation"
    }

    // Safe: each argument its own element, no shell to parse them.
    public Process pingSafe(String host) throws IOException {
        return new ProcessBuilder("ping", "-c", "1", host).start();
    }
}
