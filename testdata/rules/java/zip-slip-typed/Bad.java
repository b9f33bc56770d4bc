import java.io.File;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

class Unzipper {
    void unzip(InputStream in, File target) throws Exception {
        try (ZipInputStream zip = new ZipInputStream(in)) {
            ZipEntry next;
            while ((next = zip.getNextEntry()) != null) {
                File out = new File(target, next.getName()); // want "java/zip-slip-typed"
                try (FileOutputStream fos = new FileOutputStream(out)) {
                    zip.transferTo(fos);
                }
            }
        }
    }
}
