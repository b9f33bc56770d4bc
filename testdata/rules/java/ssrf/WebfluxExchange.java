package example;

import org.springframework.web.reactive.function.client.WebClient;
import org.springframework.web.server.ServerWebExchange;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Mono;

@RestController
public class ProxyController {
    @GetMapping("/proxy")
    public Mono<String> proxy(ServerWebExchange exchange) {
        String target = exchange.getRequest().getQueryParams().getFirst("url");
        return WebClient.create(target).get().retrieve().bodyToMono(String.class); // want "java/ssrf"
    }

    @GetMapping("/fixed")
    public Mono<String> fixed(ServerWebExchange exchange) {
        String path = exchange.getRequest().getPath().value();
        return WebClient.create("https://api.example.com").get().retrieve().bodyToMono(String.class);
    }
}
