package example;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Mono;

public class WebFluxSafe {
    private JdbcTemplate jdbc;

    public Mono<ServerResponse> user(ServerRequest request) {
        String id = request.pathVariable("id");
        Object row = jdbc.queryForMap("SELECT * FROM users WHERE id = ?", id);
        return ServerResponse.ok().bodyValue(row);
    }
}
