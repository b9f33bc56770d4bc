package example;

import java.io.File;
import java.io.FileInputStream;
import java.nio.file.Path;
import java.nio.file.Paths;
import javax.servlet.http.HttpServletRequest;

// Building a File or a Path opens nothing, and the last element of a path
// (File.getName, Path.getFileName) cannot climb out of a directory.
public class FileObjectsSafe {
    String name(HttpServletRequest request) {
        return new File(request.getParameter("n")).getName();
    }

    String shown(HttpServletRequest request) {
        Path p = Paths.get(request.getParameter("n"));
        return "You asked for " + p.toString();
    }

    String scanText(HttpServletRequest request) throws Exception {
        String body = new java.util.Scanner(request.getInputStream(), "UTF-8").useDelimiter("\\A").next();
        return body + new java.util.Scanner(request.getParameter("q")).next();
    }

    void upload(HttpServletRequest request) throws Exception {
        String name = new File(request.getParameter("n")).getName();
        new FileInputStream(new File("/srv/uploads", name)).close();
        Path leaf = Paths.get(request.getParameter("m")).getFileName();
        new FileInputStream(Paths.get("/srv/uploads").resolve(leaf).toFile()).close();
    }
}
