package example;

import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;

// SQL text built from a parameter in steps (+=, concat, a StringBuilder)
// is the one-expression concatenation spread over lines; each twin keeps
// the text constant and binds the value.
public class BuiltInSteps {
    private final JdbcTemplate jdbc;

    public BuiltInSteps(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public List<Map<String, Object>> byName(String name) {
        String sql = "SELECT * FROM owners WHERE 1=1";
        sql += " AND last_name = '" + name + "'";
        return jdbc.queryForList(sql); // want "java/sql-injection"
    }

    public List<Map<String, Object>> byNameBound(String name) {
        String sql = "SELECT * FROM owners WHERE 1=1";
        sql += " AND last_name = ?";
        return jdbc.queryForList(sql, name);
    }

    public List<Map<String, Object>> byId(String id) {
        String sql = "SELECT * FROM owners WHERE id = ".concat(id);
        return jdbc.queryForList(sql); // want "java/sql-injection"
    }

    public List<Map<String, Object>> byIdBound(String id) {
        String sql = "SELECT * FROM owners WHERE ".concat("id = ?");
        return jdbc.queryForList(sql, id);
    }

    public void delete(String id) {
        StringBuilder sb = new StringBuilder("DELETE FROM owners WHERE id = ");
        sb.append(id);
        jdbc.execute(sb.toString()); // want "java/sql-injection"
    }

    public void deleteChained(String id, String city) {
        StringBuilder sb = new StringBuilder();
        sb.append("DELETE FROM owners WHERE id = ").append(id).append(" AND city = '").append(city).append("'");
        jdbc.execute(sb.toString()); // want "java/sql-injection"
    }

    public List<Map<String, Object>> byCity(String city) {
        String sql = String.join(" ", "SELECT * FROM owners", "WHERE city = '" + city + "'");
        return jdbc.queryForList(sql); // want "java/sql-injection"
    }

    public List<Map<String, Object>> byCityBound(String city) {
        String sql = String.join(" ", "SELECT * FROM owners", "WHERE city = ?", "ORDER BY last_name");
        return jdbc.queryForList(sql, city);
    }

    public List<Map<String, Object>> search(String name, boolean active, int limit) {
        StringBuilder sb = new StringBuilder("SELECT * FROM owners WHERE last_name LIKE ?");
        if (active) {
            sb.append(" AND active = true");
        }
        sb.append(" ORDER BY last_name LIMIT ?");
        return jdbc.queryForList(sb.toString(), name + "%", limit);
    }
}
