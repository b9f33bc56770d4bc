import java.sql.Connection;
import java.util.List;

class Migrate {
    // each iteration prepares a different statement: nothing to hoist
    void run(Connection conn, List<String> scripts) throws Exception {
        for (String sql : scripts) {
            try (var ps = conn.prepareStatement(sql)) {
                ps.execute();
            }
        }
    }
}
