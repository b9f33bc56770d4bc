package example;

import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

// Spring binds a request string to one of an enum's constants and rejects
// any other, so the column named by sort.name() is one the code declares.
public class EnumParamSafe {
    enum SortField { NAME, EMAIL, CREATED }

    private final JdbcTemplate jdbc;

    EnumParamSafe(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @GetMapping("/users")
    List<String> users(@RequestParam(defaultValue = "NAME") SortField sort, @RequestParam Direction dir) {
        String sql = "SELECT name FROM users ORDER BY " + sort.name().toLowerCase() + " " + dir;
        return jdbc.queryForList(sql, String.class);
    }
}

enum Direction { ASC, DESC }
