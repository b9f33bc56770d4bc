package example;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.List;
import java.util.Map;
import org.springframework.jdbc.core.JdbcTemplate;

// The safe forms of the same queries: bound parameters, constant text,
// and identifiers (a table the class was configured with) that a bound
// parameter cannot stand for.
public class UserQueriesSafe {
    private static final String BY_NAME = "SELECT * FROM users WHERE name = ?";
    private static final String KIND = "admin";
    private JdbcTemplate jdbc;
    private Connection conn;
    private String table;

    public List<Map<String, Object>> byName(String name) {
        return jdbc.queryForList(BY_NAME, name);
    }

    public ResultSet byNamePrepared(String name) throws Exception {
        PreparedStatement ps = conn.prepareStatement(BY_NAME);
        ps.setString(1, name);
        return ps.executeQuery();
    }

    public ResultSet admins() throws Exception {
        return conn.createStatement().executeQuery("SELECT * FROM users WHERE kind = '" + KIND + "'");
    }

    public ResultSet all() throws Exception {
        return conn.createStatement().executeQuery("SELECT * FROM " + table);
    }

    public String label(String name) {
        String text = "Hello '%s'";
        return String.format(text, name).concat("!");
    }
}
