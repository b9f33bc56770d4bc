package example;

import java.io.File;
import java.io.FileInputStream;
import java.nio.file.Files;
import java.nio.file.Paths;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.ws.rs.GET;
import javax.ws.rs.PathParam;
import org.springframework.web.bind.annotation.RequestParam;

public class Download extends HttpServlet {
    static final String BASE = "/var/data/";

    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String name = "none";
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if (c.getName().equals("file")) {
                    name = java.net.URLDecoder.decode(c.getValue(), "UTF-8");
                }
            }
        }
        FileInputStream in = new FileInputStream(new File(BASE, name)); // want "java/path-traversal: Path traversal.*getCookies"
    }

    @GET
    public byte[] get(@PathParam("name") String name) throws Exception {
        return Files.readAllBytes(Paths.get(BASE + name)); // want "java/path-traversal"
    }

    public byte[] spring(@RequestParam String path) throws Exception {
        return read(path);
    }

    private byte[] read(String p) throws Exception {
        File f = new File(p);
        return Files.readAllBytes(f.toPath()); // want "java/path-traversal"
    }
}
