package example;

import java.io.File;
import org.apache.commons.io.FileUtils;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.multipart.MultipartFile;

// Libraries that write, read or delete the file a File names.
public class FileLibraries {
    @PostMapping("/upload")
    void upload(@RequestParam("file") MultipartFile file) throws Exception {
        File dest = new File("/srv/uploads", file.getOriginalFilename());
        file.transferTo(dest); // want "java/path-traversal"
    }

    @PostMapping("/read")
    String read(@RequestParam String name) throws Exception {
        return FileUtils.readFileToString(new File("/srv/docs", name), "UTF-8"); // want "java/path-traversal"
    }

    @PostMapping("/save")
    void save(@RequestParam String name, @RequestParam String body) throws Exception {
        FileUtils.copyInputStreamToFile(new java.io.ByteArrayInputStream(body.getBytes()), new File("/srv/docs", name)); // want "java/path-traversal"
    }
}
