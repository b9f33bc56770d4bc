package example;

import java.sql.Connection;
import javax.servlet.http.HttpServletRequest;
import org.owasp.esapi.ESAPI;

// Validated for a file name, not for SQL: a quote passes.
public class EsapiValidated {
    void find(HttpServletRequest req, Connection conn) throws Exception {
        String f = ESAPI.validator().getValidFileName("f", req.getParameter("f"), java.util.List.of("txt"), false);
        conn.createStatement().executeQuery("SELECT * FROM files WHERE name = '" + f + "'"); // want "java/sql-injection"
    }
}
