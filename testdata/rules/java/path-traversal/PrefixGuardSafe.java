package example;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import javax.servlet.http.HttpServletRequest;

// A normalized path that starts with the base directory is inside it.
public class PrefixGuardSafe {
    private final Path base = Paths.get("/srv/uploads").toAbsolutePath().normalize();
    private final File root = new File("/srv/files");

    byte[] read(HttpServletRequest request) throws IOException {
        Path p = base.resolve(request.getParameter("n")).normalize();
        if (!p.startsWith(base)) {
            throw new SecurityException("outside " + base);
        }
        return Files.readAllBytes(p);
    }

    byte[] readIf(HttpServletRequest request) throws IOException {
        Path p = base.resolve(request.getParameter("n"));
        if (p.normalize().startsWith(base)) {
            return Files.readAllBytes(p);
        }
        return new byte[0];
    }

    FileInputStream open(HttpServletRequest request) throws IOException {
        File f = new File(root, request.getParameter("n"));
        String baseCanonical = root.getCanonicalPath() + File.separator;
        if (!f.getCanonicalPath().startsWith(baseCanonical)) {
            throw new IOException("bad name");
        }
        return new FileInputStream(f);
    }

    void remove(HttpServletRequest request) throws IOException {
        File f = new File("/srv/files", request.getParameter("n")).getCanonicalFile();
        if (!f.toPath().startsWith(root.getCanonicalFile().toPath())) {
            return;
        }
        f.delete();
    }
}
