package example;

import javax.servlet.http.HttpServletRequest;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.reactive.function.client.WebClient;

public class MoreClientsSafe {
    private static final String API = "https://api.example.com/items";
    private RestTemplate restTemplate;
    private OkHttpClient http;

    void fetch(HttpServletRequest request) throws Exception {
        String name = request.getParameter("name");
        restTemplate.put(API, name);
        WebClient.create(API).post().bodyValue(name).retrieve();
        http.newCall(new Request.Builder().url(API).build()).execute();
        kong.unirest.Unirest.post(API).body(name).asString();
        new java.net.Socket("localhost", 5432);
    }
}
