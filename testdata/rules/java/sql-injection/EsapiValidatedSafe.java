package example;

import java.sql.Connection;
import javax.servlet.http.HttpServletRequest;
import org.owasp.esapi.ESAPI;

// ESAPI's validator returns the value only when it matches the allow-list
// it names, and throws otherwise.
public class EsapiValidatedSafe {
    void find(HttpServletRequest req, Connection conn) throws Exception {
        String v = ESAPI.validator().getValidInput("name", req.getParameter("name"), "SafeString", 40, false);
        conn.createStatement().executeQuery("SELECT * FROM t WHERE name = '" + v + "'");
        int n = ESAPI.validator().getValidInteger("n", req.getParameter("n"), 0, 100, false);
        conn.createStatement().executeQuery("SELECT * FROM t LIMIT " + n);
    }
}
