package example;

import java.io.IOException;

// The caller supplies the whole command line or the program: whatever
// string reaches the parameter runs.
public class Launcher {
    public Process run(String commandLine) throws IOException {
        return Runtime.getRuntime().exec(commandLine); // want "java/command-injection: Program or command line taken from the method's parameters"
    }

    public Process start(String program) throws IOException {
        return new ProcessBuilder(program, "--batch").start(); // want "java/command-injection: Program or command line taken from the method's parameters"
    }

    // Safe: the program is the code's own, the value one argument of it.
    public Process open(String file) throws IOException {
        return new ProcessBuilder("xdg-open", file).start();
    }

    public Process version() throws IOException {
        return Runtime.getRuntime().exec(new String[]{"git", "--version"});
    }
}
