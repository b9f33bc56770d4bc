package example;

import java.sql.Connection;
import java.util.regex.Pattern;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

// A pattern that only finds a part (find), or one the request chose, checks
// nothing about the rest of the value.
public class Validated extends HttpServlet {
    private static final Pattern WORD = Pattern.compile("[a-z]+");
    private Connection conn;

    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String sort = request.getParameter("sort");
        if (WORD.matcher(sort).find()) {
            conn.createStatement().executeQuery("SELECT * FROM users ORDER BY " + sort); // want "java/sql-injection"
        }
        String re = request.getParameter("re");
        String name = request.getParameter("name");
        if (Pattern.compile(re).matcher(name).matches()) {
            conn.createStatement().executeQuery("SELECT * FROM users WHERE name = '" + name + "'"); // want "java/sql-injection"
        }
    }
}
