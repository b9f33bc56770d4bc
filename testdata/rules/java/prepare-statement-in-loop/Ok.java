import java.sql.Connection;
import java.util.List;

class Repo {
    void save(Connection conn, List<String> names) throws Exception {
        try (var ps = conn.prepareStatement("INSERT INTO users(name) VALUES (?)")) {
            for (String n : names) {
                ps.setString(1, n);
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }
}
