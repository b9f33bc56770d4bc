package example;

import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Mono;

@Component
public class GreetingHandler {
    public Mono<ServerResponse> hello(ServerRequest request) {
        String name = request.queryParam("name").orElse("world");
        return ServerResponse.ok().contentType(MediaType.TEXT_HTML).bodyValue("<h1>Hello " + name + "</h1>"); // want "java/xss"
    }

    public Mono<ServerResponse> item(ServerRequest request) {
        String id = request.pathVariable("id");
        return ServerResponse.ok()
            .contentType(MediaType.TEXT_HTML)
            .header("Cache-Control", "no-store")
            .bodyValue("<p>" + id + "</p>"); // want "java/xss"
    }

    public Mono<ServerResponse> late(ServerRequest request) {
        String id = request.pathVariable("id");
        return ServerResponse.ok().header("Cache-Control", "no-store").contentType(MediaType.TEXT_HTML).bodyValue("<p>" + id + "</p>"); // want "java/xss"
    }
}
