package example;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Paths;
import org.apache.commons.io.FilenameUtils;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

// The page shows a file of the server's docs directory: its content is
// the server's, not the name the request gave.
@RestController
class DocsController {
    @GetMapping("/a")
    String a(@RequestParam String f) throws Exception {
        return new String(Files.readAllBytes(Paths.get("/srv/docs/" + FilenameUtils.getName(f))));
    }

    @GetMapping("/b")
    String b(@RequestParam String f) throws Exception {
        return Files.readString(Paths.get("/srv/docs").resolve(new File(f).getName()));
    }

    @GetMapping("/c")
    String c(@RequestParam String f) throws Exception {
        return org.apache.commons.io.FileUtils.readFileToString(new File("/srv/docs", FilenameUtils.getName(f)), "UTF-8");
    }
}
