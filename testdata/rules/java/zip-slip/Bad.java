import java.io.*;
import java.nio.file.*;
import java.util.zip.*;

class Unzip {
  void extract(ZipInputStream zip, File dir) throws IOException {
    ZipEntry entry;
    while ((entry = zip.getNextEntry()) != null) {
      File out = new File(dir, entry.getName()); // want "java/zip-slip"
      try (OutputStream os = new FileOutputStream(out)) {
        zip.transferTo(os);
      }
    }
  }

  void extract(ZipFile zf, Path dir) throws IOException {
    for (ZipEntry ze : java.util.Collections.list(zf.entries())) {
      Files.copy(zf.getInputStream(ze), dir.resolve(ze.getName())); // want "java/zip-slip"
    }
  }
}
