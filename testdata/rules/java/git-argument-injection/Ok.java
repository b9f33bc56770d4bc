import java.io.IOException;
import java.nio.file.Path;

class Mirror {
  private static final String TEMPLATES = "https://github.com/acme/templates.git";

  Process cloneRepo(String repoUrl, Path dest) throws IOException {
    return new ProcessBuilder("git", "clone", "--bare", "--", repoUrl).directory(dest.toFile()).start();
  }

  Process templates() throws IOException {
    return new ProcessBuilder("git", "clone", TEMPLATES).start();
  }

  Process log(String ref) throws IOException {
    return new ProcessBuilder("git", "log", "--oneline", ref).start();
  }
}
