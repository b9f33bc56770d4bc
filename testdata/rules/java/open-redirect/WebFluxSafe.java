package example;

import java.net.URI;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Mono;

public class WebFluxSafe {
    public Mono<ServerResponse> go(ServerRequest request) {
        return ServerResponse.temporaryRedirect(URI.create("/home")).build();
    }
}
