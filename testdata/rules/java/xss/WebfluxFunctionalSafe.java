package example;

import org.springframework.http.MediaType;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import org.springframework.web.util.HtmlUtils;
import reactor.core.publisher.Mono;

public class SafeHandler {
    public Mono<ServerResponse> json(ServerRequest request) {
        String name = request.queryParam("name").orElse("world");
        return ServerResponse.ok().contentType(MediaType.APPLICATION_JSON).bodyValue(java.util.Map.of("name", name));
    }

    public Mono<ServerResponse> escaped(ServerRequest request) {
        String name = request.queryParam("name").orElse("world");
        return ServerResponse.ok().contentType(MediaType.TEXT_HTML).bodyValue("<h1>" + HtmlUtils.htmlEscape(name) + "</h1>");
    }

    public Mono<ServerResponse> fixed(ServerRequest request) {
        return ServerResponse.ok().contentType(MediaType.TEXT_HTML).bodyValue("<h1>Hello</h1>");
    }
}
