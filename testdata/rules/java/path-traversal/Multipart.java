package example;

import java.io.File;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.springframework.web.multipart.MultipartFile;

public class Multipart {
    void upload(MultipartFile file) throws Exception {
        File dest = new File("/srv/uploads", file.getOriginalFilename());
        file.transferTo(dest); // want "java/path-traversal"
    }
}
