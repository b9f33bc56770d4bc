package example;

import java.io.File;
import org.apache.commons.io.FileUtils;
import org.apache.commons.io.FilenameUtils;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.multipart.MultipartFile;

// The content written is the request's, the file's name is not.
public class FileLibrariesSafe {
    @PostMapping("/upload")
    void upload(@RequestParam("file") MultipartFile file) throws Exception {
        file.transferTo(new File("/srv/uploads", FilenameUtils.getName(file.getOriginalFilename())));
    }

    @PostMapping("/save")
    void save(@RequestParam String body) throws Exception {
        FileUtils.writeStringToFile(new File("/srv/docs/latest.txt"), body, "UTF-8");
        FileUtils.copyInputStreamToFile(new java.io.ByteArrayInputStream(body.getBytes()), new File("/srv/docs/copy.txt"));
    }
}

class SafeDownloads {
    @javax.ws.rs.GET
    public javax.ws.rs.core.Response greet(@javax.ws.rs.QueryParam("name") String name) {
        File shown = new File("/srv/files", name);
        return javax.ws.rs.core.Response.ok("Hello " + shown.getName()).build();
    }
}

class SafeParsers {
    private final com.fasterxml.jackson.databind.ObjectMapper mapper = new com.fasterxml.jackson.databind.ObjectMapper();

    Object json(javax.servlet.http.HttpServletRequest request) throws Exception {
        return mapper.readValue(request.getParameter("doc"), Object.class);
    }

    Object xml(javax.servlet.http.HttpServletRequest request, javax.xml.parsers.DocumentBuilder db) throws Exception {
        return db.parse(request.getInputStream());
    }

    void write(javax.servlet.http.HttpServletRequest request, java.io.OutputStream out) throws Exception {
        out.write(request.getParameter("n").getBytes());
        java.nio.file.Files.write(java.nio.file.Paths.get("/srv/log.txt"), request.getParameter("n").getBytes());
    }
}

// Files.copy(InputStream, Path) writes the upload's content to a name the
// server chose: the stream is content, not a path.
class SafeUploadCopy {
    private final java.nio.file.Path root = java.nio.file.Paths.get("/srv/uploads");

    @PostMapping("/upload-copy")
    String upload(@RequestParam("file") MultipartFile file) throws Exception {
        String id = java.util.UUID.randomUUID().toString();
        try (java.io.InputStream in = file.getInputStream()) {
            java.nio.file.Files.copy(in, root.resolve(id));
        }
        java.nio.file.Files.copy(file.getInputStream(), root.resolve(id + ".bak"));
        return id;
    }
}

// The class's base directory resolved with the upload's last name element.
class SafeUploadRoot {
    private final java.nio.file.Path root = java.nio.file.Paths.get("/srv/uploads");

    @PostMapping("/upload-root")
    void upload(@RequestParam("file") MultipartFile file) throws Exception {
        java.nio.file.Path name = java.nio.file.Paths.get(file.getOriginalFilename()).getFileName();
        java.nio.file.Files.write(root.resolve(name), file.getBytes());
        file.transferTo(root.resolve(java.nio.file.Paths.get(file.getOriginalFilename()).getFileName()));
    }
}

// A name the server makes, with the extension of the client's name.
class SafeUploadExtension {
    @PostMapping("/upload-ext")
    String upload(@RequestParam("file") MultipartFile file) throws Exception {
        String ext = FilenameUtils.getExtension(file.getOriginalFilename());
        File dest = new File("/srv/uploads", java.util.UUID.randomUUID() + "." + ext);
        file.transferTo(dest);
        return "ok";
    }
}
