package example;

import java.sql.Connection;
import java.sql.PreparedStatement;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.owasp.esapi.ESAPI;
import org.owasp.esapi.codecs.OracleCodec;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.PathVariable;

public class SafeServlet extends HttpServlet {
    private Connection conn;
    private JdbcTemplate jdbcTemplate;

    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String name = request.getParameter("name");
        PreparedStatement ps = conn.prepareStatement("SELECT * FROM users WHERE name = ?");
        ps.setString(1, name);
        ps.executeQuery();

        int id = Integer.parseInt(request.getParameter("id"));
        conn.createStatement().executeQuery("SELECT * FROM users WHERE id = " + id);

        String bar = name;
        bar = "guest";
        conn.createStatement().executeQuery("SELECT * FROM users WHERE name = '" + bar + "'");

        java.util.Map<String, String> map = new java.util.HashMap<String, String>();
        map.put("a", name);
        map.put("b", "fixed");
        String chosen = map.get("b");
        conn.createStatement().execute("SELECT * FROM t WHERE c = '" + chosen + "'");

        int num = 86;
        String v = (7 * 42) - num > 200 ? "constant" : name;
        conn.createStatement().execute("SELECT * FROM t WHERE c = '" + v + "'");

        String enc = ESAPI.encoder().encodeForSQL(new OracleCodec(), name);
        conn.createStatement().execute("SELECT * FROM t WHERE c = '" + enc + "'");
    }

    public Object byId(@PathVariable("id") String id) {
        return jdbcTemplate.queryForList("SELECT * FROM users WHERE id = ?", id);
    }

    Object byName(javax.persistence.EntityManager em, String name) {
        return em.createQuery("from User u where u.name = :name").setParameter("name", name).getResultList();
    }

    void log(Logger log, String s) {
        log.update("status " + s);
    }

    interface Logger { void update(String s); }
}
