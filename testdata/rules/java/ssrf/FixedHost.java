package example;

import java.io.InputStream;
import java.net.URL;
import javax.servlet.http.HttpServletRequest;
import org.springframework.web.client.RestTemplate;

// The request picks a path on the code's own server, not the server.
public class FixedHost {
    private static final String BASE = "https://api.example.com/items/";
    private RestTemplate restTemplate;

    InputStream item(HttpServletRequest request) throws Exception {
        String id = request.getParameter("id");
        restTemplate.getForObject("https://api.example.com/items/" + id, String.class);
        return new URL(BASE + id + "?format=json").openStream();
    }
}
