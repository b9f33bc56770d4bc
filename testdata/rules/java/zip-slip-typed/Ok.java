import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

class Unzipper {
    void unzip(InputStream in, File target) throws Exception {
        try (ZipInputStream zip = new ZipInputStream(in)) {
            ZipEntry next;
            while ((next = zip.getNextEntry()) != null) {
                File out = new File(target, next.getName());
                if (!out.getCanonicalPath().startsWith(target.getCanonicalPath() + File.separator)) {
                    throw new IOException("entry outside target: " + next.getName());
                }
                try (FileOutputStream fos = new FileOutputStream(out)) {
                    zip.transferTo(fos);
                }
            }
        }
    }

    File named(File dir, Thread worker) {
        return new File(dir, worker.getName());
    }
}
