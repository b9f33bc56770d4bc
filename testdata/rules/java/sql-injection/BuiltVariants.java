package example;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.Scanner;
import org.springframework.jdbc.core.JdbcTemplate;

// The same SQL text spelled the other ways Java builds strings: a format
// held in a constant or a local, String.concat chains, and a value that
// comes from a field, a getter or the console instead of a parameter,
// spliced between quotes where a bound parameter belongs.
public class UserQueries {
    private static final String BY_NAME = "SELECT * FROM users WHERE name = '%s'";
    private JdbcTemplate jdbc;
    private Connection conn;
    private String owner;

    public List<Map<String, Object>> byName(String name) {
        return jdbc.queryForList(String.format(BY_NAME, name)); // want "java/sql-injection: SQL built by concatenation"
    }

    public List<Map<String, Object>> byNameLocal(String name) {
        String sql = "SELECT * FROM users WHERE name = '%s'";
        return jdbc.queryForList(String.format(sql, name)); // want "java/sql-injection: SQL built by concatenation"
    }

    public ResultSet byNameStatement(String name) throws Exception {
        Statement st = conn.createStatement();
        return st.executeQuery(String.format(BY_NAME, name)); // want "java/sql-injection: SQL built by concatenation"
    }

    public void delete(String name) {
        String sql = "DELETE FROM users WHERE name = '".concat(name).concat("'");
        jdbc.update(sql); // want "java/sql-injection: SQL built by concatenation"
    }

    // Not reported: a field's or a console line's value spliced between the
    // quotes. The value may be anything the program computed (OWASP
    // Benchmark's safe cases splice what an interface call returns for a
    // constant); the shape is reported when a method's parameter supplies
    // the value (above) and as an injection when a request does.
    public ResultSet mine() throws Exception {
        return conn.createStatement().executeQuery("SELECT * FROM docs WHERE owner = '" + owner + "'");
    }

    public void fromConsole() throws Exception {
        String name = new Scanner(System.in).nextLine();
        conn.createStatement().execute("DELETE FROM users WHERE name = '" + name + "'");
    }
}
