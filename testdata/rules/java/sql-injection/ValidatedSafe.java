package example;

import java.sql.Connection;
import java.util.regex.Pattern;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.apache.commons.lang3.StringUtils;

// Values checked as a whole against a character class before they are
// spliced into SQL: a compiled pattern's matcher(x).matches(), the static
// Pattern.matches, and Commons Lang's StringUtils.isAlphanumeric.
public class ValidatedSafe extends HttpServlet {
    private static final Pattern COLUMN = Pattern.compile("^[a-z_]+$");
    private Connection conn;

    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String sort = request.getParameter("sort");
        if (!COLUMN.matcher(sort).matches()) {
            response.sendError(400);
            return;
        }
        conn.createStatement().executeQuery("SELECT * FROM users ORDER BY " + sort);

        String dir = request.getParameter("dir");
        if (Pattern.matches("asc|desc", dir)) {
            conn.createStatement().executeQuery("SELECT * FROM users ORDER BY name " + dir);
        }

        String table = request.getParameter("table");
        if (StringUtils.isAlphanumeric(table)) {
            conn.createStatement().executeQuery("SELECT count(*) FROM " + table);
        }
    }
}
