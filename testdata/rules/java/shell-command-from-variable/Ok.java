import java.io.IOException;
import java.util.List;

class Thumbnails {
  private static final String CLEANUP = "rm -rf /tmp/thumbs/*";

  Process resize(String input, String output) throws IOException {
    // the program and its arguments, no shell: nothing is parsed
    return new ProcessBuilder("convert", input, "-resize", "200x200", output).start();
  }

  Process fixed() throws IOException {
    return new ProcessBuilder("/bin/sh", "-c", "ls -l /var/log | wc -l").start();
  }

  Process constant() throws IOException {
    return Runtime.getRuntime().exec(new String[] {"sh", "-c", CLEANUP});
  }

  Process script(String path) throws IOException {
    // a script file run by the shell, not a command string
    return new ProcessBuilder("bash", path).start();
  }

  Process positional(String input) throws IOException {
    // the value is a positional parameter, not part of the command text
    return new ProcessBuilder("sh", "-c", "convert \"$1\" out.png", "sh", input).start();
  }

  Process git(String ref) throws IOException {
    return new ProcessBuilder(List.of("git", "log", "--", ref)).start();
  }
}
