package example;

import java.io.File;
import java.io.FileReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import javax.servlet.http.HttpServletRequest;

// A path built from request data is reported where the file system is
// reached: opened, read, written, listed, probed or deleted.
public class FileObjects {
    void remove(HttpServletRequest request) {
        File f = new File("/srv/uploads", request.getParameter("n"));
        f.delete(); // want "java/path-traversal"
    }

    boolean probe(HttpServletRequest request) {
        return new java.io.File(request.getParameter("n")).exists(); // want "java/path-traversal"
    }

    String[] listing(HttpServletRequest request) {
        File dir = new File("/srv", request.getParameter("d"));
        return dir.getParentFile().list(); // want "java/path-traversal"
    }

    void rename(HttpServletRequest request) {
        File from = new File("/srv/inbox/a.txt");
        from.renameTo(new File(request.getParameter("to"))); // want "java/path-traversal"
    }

    void write(HttpServletRequest request, byte[] data) throws Exception {
        Path p = Paths.get("/srv/uploads").resolve(request.getParameter("n"));
        Files.write(p, data); // want "java/path-traversal"
    }

    void copy(HttpServletRequest request) throws Exception {
        Path target = Path.of("/srv", request.getParameter("n"));
        Files.copy(request.getInputStream(), target); // want "java/path-traversal"
    }

    void read(HttpServletRequest request) throws Exception {
        File f = Paths.get(request.getParameter("n")).toFile();
        new FileReader(f).close(); // want "java/path-traversal"
    }

    String scan(HttpServletRequest request) throws Exception {
        return new java.util.Scanner(Paths.get("/srv", request.getParameter("n"))).next(); // want "java/path-traversal"
    }

    void helper(HttpServletRequest request) {
        wipe(new File(request.getParameter("n")));
    }

    private void wipe(File f) {
        f.delete(); // want "java/path-traversal"
    }
}
