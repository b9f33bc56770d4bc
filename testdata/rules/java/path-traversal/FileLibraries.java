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

class Downloads {
    private final java.nio.file.Path root = java.nio.file.Paths.get("/srv/files");

    @javax.ws.rs.GET
    public File get(@javax.ws.rs.QueryParam("name") String name) {
        return new File("/srv/files", name); // want "java/path-traversal"
    }

    @javax.ws.rs.GET
    public javax.ws.rs.core.Response download(@javax.ws.rs.QueryParam("name") String name) {
        return javax.ws.rs.core.Response.ok(new File("/srv/files", name)).build(); // want "java/path-traversal"
    }

    @org.springframework.web.bind.annotation.GetMapping("/files")
    public org.springframework.core.io.Resource spring(@RequestParam String name) throws Exception {
        return new org.springframework.core.io.UrlResource(root.resolve(name).toUri()); // want "java/path-traversal"
    }
}

class Parsers {
    private final com.fasterxml.jackson.databind.ObjectMapper mapper = new com.fasterxml.jackson.databind.ObjectMapper();

    Object json(javax.servlet.http.HttpServletRequest request) throws Exception {
        File f = new File("/srv/data", request.getParameter("doc"));
        return mapper.readValue(f, Object.class); // want "java/path-traversal"
    }

    Object xml(javax.servlet.http.HttpServletRequest request, javax.xml.parsers.DocumentBuilder db) throws Exception {
        return db.parse(java.nio.file.Paths.get(request.getParameter("doc")).toFile()); // want "java/path-traversal"
    }

    void image(javax.servlet.http.HttpServletRequest request, java.awt.image.BufferedImage img) throws Exception {
        javax.imageio.ImageIO.write(img, "png", new File("/srv/img", request.getParameter("n"))); // want "java/path-traversal"
    }

    void guava(javax.servlet.http.HttpServletRequest request, byte[] data) throws Exception {
        com.google.common.io.Files.write(data, new File(request.getParameter("n"))); // want "java/path-traversal"
    }
}

// Files.copy writes the upload to the name the client gave, or copies the
// file a request names to a stream.
class UploadCopy {
    private final java.nio.file.Path root = java.nio.file.Paths.get("/srv/uploads");

    @PostMapping("/upload-copy")
    void upload(@RequestParam("file") MultipartFile file) throws Exception {
        try (java.io.InputStream in = file.getInputStream()) {
            java.nio.file.Files.copy(in, root.resolve(file.getOriginalFilename())); // want "java/path-traversal"
        }
    }

    @org.springframework.web.bind.annotation.GetMapping("/raw")
    void raw(@RequestParam String name, javax.servlet.http.HttpServletResponse resp) throws Exception {
        java.nio.file.Files.copy(root.resolve(name), resp.getOutputStream()); // want "java/path-traversal"
    }
}

// The class's base directory resolved with the name the client sent.
class UploadRoot {
    private final java.nio.file.Path root = java.nio.file.Paths.get("/srv/uploads");

    @PostMapping("/upload-root")
    void upload(@RequestParam("file") MultipartFile file) throws Exception {
        java.nio.file.Files.write(root.resolve(file.getOriginalFilename()), file.getBytes()); // want "java/path-traversal"
    }
}
