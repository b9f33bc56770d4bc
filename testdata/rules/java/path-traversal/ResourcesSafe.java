package example;

import java.io.File;
import java.io.FileInputStream;
import java.nio.file.Path;
import java.nio.file.Paths;
import javax.servlet.http.HttpServletRequest;
import org.apache.commons.io.FilenameUtils;

public class ResourcesSafe {
    void open(HttpServletRequest request) throws Exception {
        String name = FilenameUtils.getName(request.getParameter("f"));
        new FileInputStream(new File("/srv/uploads", name)).close();
        String base = FilenameUtils.getBaseName(request.getParameter("g"));
        Paths.get("/srv/uploads", base + ".txt");
    }
}
