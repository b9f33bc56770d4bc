import java.io.*;

class Loader {
  int first(File f) throws IOException {
    FileInputStream in = new FileInputStream(f); // want "java/stream-not-closed"
    return in.read();
  }

  void write(String path, String text) throws IOException {
    BufferedWriter w = new BufferedWriter(new FileWriter(path)); // want "java/stream-not-closed"
    w.write(text);
    w.flush();
  }
}
