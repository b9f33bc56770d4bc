import java.sql.Connection;
import java.util.List;

class Repo {
    void save(Connection conn, List<String> names) throws Exception {
        for (String n : names) {
            var ps = conn.prepareStatement("INSERT INTO users(name) VALUES (?)"); // want "java/prepare-statement-in-loop"
            ps.setString(1, n);
            ps.executeUpdate();
        }
    }
}
