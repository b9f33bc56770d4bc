package example;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.reactive.function.server.ServerRequest;
import org.springframework.web.reactive.function.server.ServerResponse;
import reactor.core.publisher.Mono;

public class WebFlux {
    private JdbcTemplate jdbc;

    public Mono<ServerResponse> user(ServerRequest request) {
        String id = request.pathVariable("id");
        Object row = jdbc.queryForMap("SELECT * FROM users WHERE id = '" + id + "'"); // want "java/sql-injection: SQL injection: request data"
        return ServerResponse.ok().bodyValue(row);
    }
}
