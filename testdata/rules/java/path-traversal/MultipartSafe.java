package example;

import java.io.File;
import java.util.UUID;
import org.springframework.web.multipart.MultipartFile;

public class MultipartSafe {
    void upload(MultipartFile file) throws Exception {
        File dest = new File("/srv/uploads", UUID.randomUUID() + ".bin");
        file.transferTo(dest);
    }
}
