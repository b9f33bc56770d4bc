package example;

import java.io.File;
import java.net.URL;
import javax.servlet.http.HttpServletRequest;

// Libraries that download the URL the request names.
public class UrlReaders {
    void fetch(HttpServletRequest req) throws Exception {
        org.apache.commons.io.FileUtils.copyURLToFile(new URL(req.getParameter("u")), new File("/tmp/x")); // want "java/ssrf"
        URL url = new URL(req.getParameter("v"));
        org.apache.commons.io.IOUtils.toString(url, "UTF-8"); // want "java/ssrf"
        com.google.common.io.Resources.toString(new URL(req.getParameter("w")), java.nio.charset.StandardCharsets.UTF_8); // want "java/ssrf"
        javax.imageio.ImageIO.read(new URL(req.getParameter("img"))); // want "java/ssrf"
    }
}
