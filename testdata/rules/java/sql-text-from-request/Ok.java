package example;

import java.util.List;
import java.util.Set;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class UserController {
    private static final Set<String> SORTABLE = Set.of("name", "created");
    private final UserDao dao;
    private final JdbcTemplate jdbc;

    public UserController(UserDao dao, JdbcTemplate jdbc) {
        this.dao = dao;
        this.jdbc = jdbc;
    }

    // the value is bound by the DAO
    @GetMapping("/users")
    public List<User> byName(@RequestParam String name) {
        return dao.list("SELECT id, name FROM users WHERE name = ?", name);
    }

    // a number parsed from the request
    @GetMapping("/users/page")
    public List<User> page(@RequestParam String page) {
        return dao.list("SELECT id, name FROM users WHERE id > " + Integer.parseInt(page) * 20);
    }

    // the column is one of a fixed list
    @GetMapping("/users/sorted")
    public List<User> sorted(@RequestParam String sort) {
        if (!SORTABLE.contains(sort)) {
            throw new IllegalArgumentException(sort);
        }
        return dao.list("SELECT id, name FROM users ORDER BY " + sort);
    }

    // run here through JdbcTemplate: the Java analysis reports it, not this rule
    @GetMapping("/users/city")
    public List<String> city(@RequestParam String city) {
        String sql = "SELECT name FROM users WHERE city = '" + city + "'";
        return jdbc.queryForList(sql, String.class);
    }

    // text for a person, not SQL
    @GetMapping("/hello")
    public String hello(@RequestParam String name) {
        return "Hello " + name + ", select an item from the list";
    }
}
