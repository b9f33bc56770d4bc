package example;

import java.io.InputStream;
import java.net.URL;
import javax.servlet.http.HttpServletRequest;

// Text after the scheme, or right after the host, still picks the server.
public class FixedHostNot {
    InputStream item(HttpServletRequest request) throws Exception {
        String host = request.getParameter("host");
        new URL("https://" + host + "/items").openStream(); // want "java/ssrf"
        return new URL("https://api.example.com" + request.getParameter("suffix")).openStream(); // want "java/ssrf"
    }
}
