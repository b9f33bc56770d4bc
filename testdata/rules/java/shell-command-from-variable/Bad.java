import java.io.IOException;
import java.util.Arrays;
import java.util.List;

class Thumbnails {
  Process resize(String input, String output) throws IOException {
    String cmd = "convert " + input + " -resize 200x200 " + output;
    return new ProcessBuilder("/bin/sh", "-c", cmd).start(); // want "java/shell-command-from-variable"
  }

  Process archive(String dir) throws IOException {
    return Runtime.getRuntime().exec(new String[] {"bash", "-c", "tar czf /tmp/backup.tgz " + dir}); // want "java/shell-command-from-variable"
  }

  Process windows(String host) throws IOException {
    ProcessBuilder pb = new ProcessBuilder();
    pb.command("cmd.exe", "/c", "ping -n 1 " + host); // want "java/shell-command-from-variable"
    return pb.start();
  }

  Process listed(String pattern) throws IOException {
    List<String> argv = Arrays.asList("sh", "-c", String.format("grep -r %s /var/log", pattern)); // want "java/shell-command-from-variable"
    return new ProcessBuilder(argv).start();
  }

  Process declared(Job job) throws IOException {
    String[] argv = {"/usr/bin/bash", "-c", job.getScript()}; // want "java/shell-command-from-variable"
    return Runtime.getRuntime().exec(argv);
  }

  interface Job {
    String getScript();
  }
}
