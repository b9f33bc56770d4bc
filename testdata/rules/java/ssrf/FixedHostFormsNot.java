package example;

import java.net.URI;
import java.net.URL;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.util.UriComponentsBuilder;

// The request names the host: in the format before the path, as the
// host component, as the builder's base URL or host, or as URL's file,
// which the constructor does not check starts with "/".
@RestController
public class FixedHostFormsNot {
    private final RestTemplate restTemplate = new RestTemplate();

    @GetMapping("/a")
    String format(@RequestParam String host) {
        return restTemplate.getForObject(String.format("https://%s/status", host), String.class); // want "java/ssrf"
    }

    @GetMapping("/b")
    String suffix(@RequestParam String sub) {
        return restTemplate.getForObject(String.format("https://api.example.com%s", sub), String.class); // want "java/ssrf"
    }

    @GetMapping("/c")
    String components(@RequestParam String host) throws Exception {
        URI uri = new URI("https", host, "/items", null);
        new URL("https", host, 443, "/items").openStream().close(); // want "java/ssrf"
        return restTemplate.getForObject(uri, String.class); // want "java/ssrf"
    }

    @GetMapping("/d")
    String builder(@RequestParam String base, @RequestParam String host) {
        URI a = UriComponentsBuilder.fromHttpUrl(base).path("/items").build().toUri();
        restTemplate.getForObject(a, String.class); // want "java/ssrf"
        URI b = UriComponentsBuilder.newInstance().scheme("https").host(host).path("/x").build().toUri();
        return restTemplate.getForObject(b, String.class); // want "java/ssrf"
    }

    @GetMapping("/e")
    String file(@RequestParam String item) throws Exception {
        URL url = new URL("https", "api.example.com", 443, item);
        return restTemplate.getForObject(url.toString(), String.class); // want "java/ssrf"
    }
}
