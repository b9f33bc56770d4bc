package example;

import java.net.URI;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Mono;

public class WebFlux {
    public Mono<ServerResponse> go(ServerRequest request) {
        String next = request.queryParam("next").orElse("/");
        return ServerResponse.temporaryRedirect(URI.create(next)).build(); // want "java/open-redirect"
    }
}
