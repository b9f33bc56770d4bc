package example;

import java.util.List;
import javax.sql.DataSource;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.PreparedStatementCreatorFactory;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

// JdbcTemplate runs the SQL text it is given: text built from a method's
// parameters is wrong whatever the caller passes, and a request value that
// reaches it is an injection.
@RestController
public class ActorController {
    private final JdbcTemplate jdbcTemplate;

    public ActorController(DataSource dataSource) {
        this.jdbcTemplate = new JdbcTemplate(dataSource);
    }

    public int countByLastName(String lastName) {
        String sql = "select count(*) from t_actor where last_name = '" + lastName + "'";
        return jdbcTemplate.queryForObject(sql, Integer.class); // want "java/sql-injection: SQL injection.*handler parameter lastName"
    }

    public List<String> names(String table) {
        // Medium: the caller may pass anything.
        return jdbcTemplate.queryForList(String.format("select first_name from %s", table), String.class); // want "java/sql-injection: SQL built by concatenation"
    }

    public void rename(String first, String last) {
        String sql = "update t_actor set first_name = '" + first + "'";
        sql += " where last_name = '" + last + "'";
        jdbcTemplate.update(sql); // want "java/sql-injection: SQL built by concatenation"
    }

    public PreparedStatementCreatorFactory byName(String name) {
        return new PreparedStatementCreatorFactory("select * from t_actor where first_name = '" + name + "'"); // want "java/sql-injection: SQL built by concatenation"
    }

    @GetMapping("/actors/drop")
    public void drop(@RequestParam String table) {
        jdbcTemplate.execute("drop table " + table); // want "java/sql-injection: SQL injection.*@RequestParam table"
    }

    @GetMapping("/actors/count")
    public int count(String lastName) {
        return countByLastName(lastName);
    }
}
