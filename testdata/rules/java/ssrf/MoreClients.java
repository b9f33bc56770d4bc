package example;

import java.net.Socket;
import javax.servlet.http.HttpServletRequest;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.reactive.function.client.WebClient;

public class MoreClients {
    private RestTemplate restTemplate;
    private OkHttpClient http;

    void fetch(HttpServletRequest request) throws Exception {
        restTemplate.put(request.getParameter("u1"), "body"); // want "java/ssrf"
        WebClient.create(request.getParameter("u2")).get().retrieve(); // want "java/ssrf"
        WebClient.builder().baseUrl(request.getParameter("u3")).build(); // want "java/ssrf"
        http.newCall(new Request.Builder().url(request.getParameter("u4")).build()).execute(); // want "java/ssrf"
        org.apache.http.client.fluent.Request.Get(request.getParameter("u5")).execute(); // want "java/ssrf"
        kong.unirest.Unirest.get(request.getParameter("u6")).asString(); // want "java/ssrf"
        new Socket(request.getParameter("host"), 443); // want "java/ssrf"
    }
}
