package example;

import java.net.URL;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.client.RestTemplate;

public class Proxy extends HttpServlet {
    private RestTemplate rest = new RestTemplate();

    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        URL url = new URL(request.getParameter("url"));
        url.openConnection(); // want "java/ssrf: Server-side request forgery"
    }

    public String fetch(@RequestParam("target") String target) {
        return rest.getForObject(target, String.class); // want "java/ssrf"
    }
}
