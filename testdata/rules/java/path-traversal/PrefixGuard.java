package example;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import javax.servlet.http.HttpServletRequest;

// A prefix check holds only for a normalized path ("/srv/uploads/../x"
// starts with "/srv/uploads"), against a base the request did not choose,
// and on the path that is then used.
public class PrefixGuard {
    private final Path base = Paths.get("/srv/uploads");

    byte[] notNormalized(HttpServletRequest request) throws IOException {
        Path p = base.resolve(request.getParameter("n"));
        if (!p.startsWith(base)) {
            throw new SecurityException("outside");
        }
        return Files.readAllBytes(p); // want "java/path-traversal"
    }

    byte[] baseFromRequest(HttpServletRequest request) throws IOException {
        Path p = Paths.get(request.getParameter("n")).normalize();
        if (!p.startsWith(request.getParameter("base"))) {
            throw new SecurityException("outside");
        }
        return Files.readAllBytes(p); // want "java/path-traversal"
    }

    byte[] checkedButNotUsed(HttpServletRequest request) throws IOException {
        Path p = base.resolve(request.getParameter("n")).normalize();
        if (p.startsWith(base)) {
            System.out.println("inside");
        }
        return Files.readAllBytes(p); // want "java/path-traversal"
    }

    FileInputStream partial(HttpServletRequest request) throws IOException {
        File f = new File("/srv/files", request.getParameter("n"));
        if (!f.getCanonicalPath().startsWith("/srv/files")) {
            throw new IOException("bad name");
        }
        return new FileInputStream(f); // want "java/path-traversal"
    }

    FileInputStream parentChecked(HttpServletRequest request) throws IOException {
        File f = new File("/srv/files", request.getParameter("n"));
        if (!f.getParentFile().getCanonicalPath().startsWith("/srv/files/")) {
            throw new IOException("bad name");
        }
        return new FileInputStream(f); // want "java/path-traversal"
    }
}
