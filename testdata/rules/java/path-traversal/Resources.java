package example;

import java.io.InputStream;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import javax.servlet.http.HttpServletRequest;
import org.springframework.core.io.ClassPathResource;
import org.springframework.core.io.ResourceLoader;

public class Resources {
    private ResourceLoader resourceLoader;

    InputStream open(HttpServletRequest request) throws Exception {
        resourceLoader.getResource("file:/srv/" + request.getParameter("doc")); // want "java/path-traversal"
        new ClassPathResource("static/" + request.getParameter("asset")); // want "java/path-traversal"
        Files.readAllBytes(FileSystems.getDefault().getPath("/srv", request.getParameter("p"))); // want "java/path-traversal"
        return request.getServletContext().getResourceAsStream("/WEB-INF/" + request.getParameter("r")); // want "java/path-traversal"
    }
}
