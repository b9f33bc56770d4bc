package example;

import java.sql.Statement;
import java.util.Set;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

// A value checked against a fixed set is clean where the check passed: in a
// ternary's branch, and beside another condition in a conjunction (or when
// a disjunction with its negation fails); each with its twin.
public class Guards extends HttpServlet {
    private static final Set<String> COLUMNS = Set.of("name", "id");
    private Statement stmt;

    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String col = request.getParameter("sort");

        String c = COLUMNS.contains(col) ? col : "id";
        stmt.execute("SELECT * FROM users ORDER BY " + c);
        String d = !COLUMNS.contains(col) ? "id" : col;
        stmt.execute("SELECT * FROM users ORDER BY " + d);
        String e = COLUMNS.contains(col) ? "id" : col;
        stmt.execute("SELECT * FROM users ORDER BY " + e); // want "java/sql-injection"
        String g = col != null ? col : "id";
        stmt.execute("SELECT * FROM users ORDER BY " + g); // want "java/sql-injection"

        if (col != null && COLUMNS.contains(col)) {
            stmt.execute("SELECT * FROM users ORDER BY " + col);
        }
        if (col == null || !COLUMNS.contains(col)) {
            stmt.execute("SELECT * FROM users ORDER BY " + col); // want "java/sql-injection"
        } else {
            stmt.execute("SELECT * FROM users ORDER BY " + col);
        }
        if (col != null || COLUMNS.contains(col)) {
            stmt.execute("SELECT * FROM users ORDER BY " + col); // want "java/sql-injection"
        }
        if (col != null && !COLUMNS.contains(col)) {
            stmt.execute("SELECT * FROM users ORDER BY " + col); // want "java/sql-injection"
        }
    }
}
