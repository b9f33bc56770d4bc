package example;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestTemplate;

// A proxy to a fixed API: the answer is the API's, not the id that chose
// the path.
@RestController
class UserProxy {
    private final RestTemplate restTemplate = new RestTemplate();

    @GetMapping("/users")
    String user(@RequestParam String id) {
        return restTemplate.getForObject("https://api.internal.example.com/users/" + id, String.class);
    }
}

// WebClient and RestClient: retrieve() and exchangeToMono() answer with the
// remote API's response, whatever request data filled the URI template.
@RestController
class ReactiveProxy {
    private final org.springframework.web.reactive.function.client.WebClient web =
        org.springframework.web.reactive.function.client.WebClient.builder().baseUrl("https://api.github.com").build();
    private final org.springframework.web.client.RestClient rest =
        org.springframework.web.client.RestClient.create("https://api.internal.example.com");

    @GetMapping("/repos")
    String repos(@RequestParam String owner) {
        return web.get().uri("/users/{owner}/repos", owner).retrieve().bodyToMono(String.class).block();
    }

    @GetMapping("/orders")
    String orders(@RequestParam String id) {
        return rest.get().uri("/orders/{id}", id).retrieve().body(String.class);
    }

    @GetMapping("/status")
    reactor.core.publisher.Mono<String> status(@RequestParam String id) {
        return web.get().uri("/status/{id}", id).exchangeToMono(r -> r.bodyToMono(String.class));
    }
}

// OkHttp and Apache HttpClient: the body is the search API's answer.
@RestController
class SearchProxy {
    private final okhttp3.OkHttpClient client = new okhttp3.OkHttpClient();
    private final org.apache.http.impl.client.CloseableHttpClient apache =
        org.apache.http.impl.client.HttpClients.createDefault();

    @GetMapping("/search")
    String search(@RequestParam String q) throws Exception {
        okhttp3.Request r = new okhttp3.Request.Builder()
            .url("https://api.example.com/search?q=" + java.net.URLEncoder.encode(q, "UTF-8")).build();
        try (okhttp3.Response resp = client.newCall(r).execute()) {
            return resp.body().string();
        }
    }

    @GetMapping("/lookup")
    String lookup(@RequestParam String q) throws Exception {
        org.apache.http.client.methods.HttpGet get =
            new org.apache.http.client.methods.HttpGet("https://api.example.com/lookup?q=" + java.net.URLEncoder.encode(q, "UTF-8"));
        return org.apache.http.util.EntityUtils.toString(apache.execute(get).getEntity());
    }
}

// java.net.http's client made inline: send() answers with the server's body.
@RestController
class JdkProxy {
    @GetMapping("/items")
    String items(@RequestParam String id) throws Exception {
        java.net.http.HttpRequest r = java.net.http.HttpRequest.newBuilder()
            .uri(java.net.URI.create("https://api.example.com/items?id=" + id)).GET().build();
        String a = java.net.http.HttpClient.newHttpClient().send(r, java.net.http.HttpResponse.BodyHandlers.ofString()).body();
        String b = java.net.http.HttpClient.newBuilder().followRedirects(java.net.http.HttpClient.Redirect.NORMAL).build()
            .send(r, java.net.http.HttpResponse.BodyHandlers.ofString()).body();
        return a + b;
    }
}
