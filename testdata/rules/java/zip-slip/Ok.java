import java.io.*;
import java.nio.file.*;
import java.util.zip.*;

class Unzip {
  void extract(ZipInputStream zip, File dir) throws IOException {
    ZipEntry entry;
    while ((entry = zip.getNextEntry()) != null) {
      File out = new File(dir, entry.getName());
      if (!out.getCanonicalPath().startsWith(dir.getCanonicalPath() + File.separator)) {
        throw new IOException("entry outside target: " + entry.getName());
      }
      try (OutputStream os = new FileOutputStream(out)) {
        zip.transferTo(os);
      }
    }
  }

  void extract(ZipFile zf, Path dir) throws IOException {
    for (ZipEntry ze : java.util.Collections.list(zf.entries())) {
      Path out = dir.resolve(ze.getName()).normalize();
      if (!out.startsWith(dir)) {
        throw new IOException("bad entry");
      }
      Files.copy(zf.getInputStream(ze), out);
    }
  }

  File named(File dir, Thread t) {
    return new File(dir, t.getName());
  }
}
