package example;

import java.net.URL;
import javax.servlet.http.HttpServletRequest;

// A stream or a string is read as content; the URL is the code's own.
public class UrlReadersSafe {
    void fetch(HttpServletRequest req) throws Exception {
        org.apache.commons.io.IOUtils.toString(req.getInputStream(), "UTF-8");
        org.apache.commons.io.IOUtils.toByteArray(req.getReader());
        javax.imageio.ImageIO.read(req.getInputStream());
        org.apache.commons.io.IOUtils.toString(new URL("https://status.example.com/health"), "UTF-8");
    }
}
