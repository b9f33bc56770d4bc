package example;

import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

// A class that is not an enum holds whatever text the request sent.
public class EnumParam {
    static class SortField {
        String column;
    }

    private final JdbcTemplate jdbc;

    EnumParam(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @GetMapping("/users")
    List<String> users(@RequestParam String sort, SortField field) {
        return jdbc.queryForList("SELECT name FROM users ORDER BY " + sort, String.class); // want "java/sql-injection"
    }
}
