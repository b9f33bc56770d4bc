package example;

import java.net.URI;
import java.net.URL;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.util.UriComponentsBuilder;

// The code fixes the scheme and host in every form a URL is built in; the
// request picks a path or a query on that server.
@RestController
public class FixedHostForms {
    private static final String API = "https://api.example.com";
    private final RestTemplate restTemplate = new RestTemplate();

    @GetMapping("/a")
    String format(@RequestParam String name) {
        String url = String.format("https://api.example.com/users/%s", name);
        return restTemplate.getForObject(url, String.class);
    }

    @GetMapping("/b")
    String formatted(@RequestParam String name) {
        return restTemplate.getForObject("https://api.example.com/users/%s?full=1".formatted(name), String.class);
    }

    @GetMapping("/c")
    String components(@RequestParam String id) throws Exception {
        URI uri = new URI("https", "api.example.com", "/items/" + id, null);
        new URL("https", "api.example.com", 443, "/items/" + id).openStream().close();
        return restTemplate.getForObject(uri, String.class);
    }

    @GetMapping("/d")
    String builder(@RequestParam String id, @RequestParam String q) {
        URI uri = UriComponentsBuilder.fromHttpUrl(API).path("/items/{id}").queryParam("q", q).buildAndExpand(id).toUri();
        return restTemplate.getForObject(uri, String.class);
    }

    @GetMapping("/e")
    String jdkClient(@RequestParam String id) throws Exception {
        HttpRequest r = HttpRequest.newBuilder().uri(URI.create(API + "/items?id=" + URLEncoder.encode(id, "UTF-8"))).GET().build();
        return HttpClient.newHttpClient().send(r, HttpResponse.BodyHandlers.ofString()).body();
    }
}
