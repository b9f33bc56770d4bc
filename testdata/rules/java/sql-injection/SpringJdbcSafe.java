package example;

import java.util.List;
import javax.sql.DataSource;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

// The same queries with bind parameters, and SQL built from constants only.
@RestController
public class SafeActorController {
    private static final String TABLE = "t_actor";
    private final JdbcTemplate jdbcTemplate;

    public SafeActorController(DataSource dataSource) {
        this.jdbcTemplate = new JdbcTemplate(dataSource);
    }

    public int countByLastName(String lastName) {
        String sql = "select count(*) from " + TABLE + " where last_name = ?";
        return jdbcTemplate.queryForObject(sql, Integer.class, lastName);
    }

    public List<String> names() {
        return jdbcTemplate.queryForList(String.format("select first_name from %s", TABLE), String.class);
    }

    public void rename(String first, String last) {
        jdbcTemplate.update("update t_actor set first_name = ? where last_name = ?", first, last);
    }

    // a number carries no text a caller could inject
    public List<String> page(int limit, long offset, boolean active) {
        return jdbcTemplate.queryForList("select first_name from t_actor where active = " + active
            + " limit " + limit + " offset " + offset, String.class);
    }

    @GetMapping("/actors/count")
    public int count(String lastName) {
        return countByLastName(lastName);
    }
}
