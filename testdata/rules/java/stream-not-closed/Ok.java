import java.io.*;

class Loader {
  int first(File f) throws IOException {
    try (FileInputStream in = new FileInputStream(f)) {
      return in.read();
    }
  }

  void write(String path, String text) throws IOException {
    BufferedWriter w = new BufferedWriter(new FileWriter(path));
    try {
      w.write(text);
    } finally {
      w.close();
    }
  }

  InputStream open(File f) throws IOException {
    FileInputStream in = new FileInputStream(f);
    return in;
  }

  String line(Reader source) throws IOException {
    BufferedReader r = new BufferedReader(source);
    String s = r.readLine();
    if (s == null) {
      s = "";
    }
    this.last = s;
    Runnable later = () -> {
      BufferedReader q = null;
    };
    return s.trim();
  }
  String last;
}
