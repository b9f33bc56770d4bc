package example;

import java.io.File;
import javax.servlet.http.HttpServletRequest;
import org.springframework.util.ResourceUtils;

public class SpringResourceUtils {
    File report(HttpServletRequest request) throws Exception {
        return ResourceUtils.getFile("file:/var/reports/" + request.getParameter("name")); // want "java/path-traversal"
    }
}
