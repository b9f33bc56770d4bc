import java.io.IOException;
import java.nio.file.Path;

class Mirror {
  Process cloneRepo(String repoUrl, Path dest) throws IOException {
    return new ProcessBuilder("git", "clone", "--bare", repoUrl).directory(dest.toFile()).start(); // want "java/git-argument-injection"
  }

  Process refs(String remote) throws IOException {
    return Runtime.getRuntime().exec(new String[] {"git", "ls-remote", remote}); // want "java/git-argument-injection"
  }
}
