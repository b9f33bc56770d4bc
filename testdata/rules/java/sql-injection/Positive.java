package example;

import java.sql.Connection;
import java.sql.Statement;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.ws.rs.GET;
import javax.ws.rs.QueryParam;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

public class UserServlet extends HttpServlet {
    private Connection conn;
    private JdbcTemplate jdbcTemplate;

    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String name = request.getParameter("name");
        String sql = "SELECT * FROM users WHERE name = '" + name + "'";
        Statement stmt = conn.createStatement();
        stmt.executeQuery(sql); // want "java/sql-injection: SQL injection.*getParameter"
        conn.prepareStatement("SELECT * FROM users WHERE name = '" + name + "'"); // want "java/sql-injection"
    }

    @GetMapping("/users")
    public Object find(@RequestParam("id") String id) {
        StringBuilder sb = new StringBuilder("SELECT * FROM users WHERE id = ");
        sb.append(id);
        return jdbcTemplate.queryForList(sb.toString()); // want "java/sql-injection"
    }

    @GET
    public Object search(@QueryParam("q") String q) {
        return jdbcTemplate.queryForList(buildQuery(q)); // want "java/sql-injection: .*buildQuery"
    }

    private String buildQuery(String term) {
        return "SELECT * FROM items WHERE title LIKE '%" + term + "%'";
    }

    void legacy(Statement stmt, String name) throws Exception {
        stmt.executeUpdate("DELETE FROM items WHERE owner = '" + name + "'"); // want "java/sql-injection: SQL built by concatenation"
    }

    Object byName(javax.persistence.EntityManager em, String name) {
        return em.createQuery("from User u where u.name = '" + name + "'").getResultList(); // want "java/sql-injection: SQL built by concatenation"
    }

    void helperSink(String value) throws Exception {
        conn.createStatement().execute("UPDATE t SET v = '" + value + "'"); // want "java/sql-injection"
    }

    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
        helperSink(request.getHeader("X-Value"));
    }

    // One query run by two statements is two injections; only a value
    // derived from one already reported stays one finding.
    protected void doPut(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String q = "SELECT * FROM t WHERE name = '" + request.getParameter("name") + "'";
        Statement st = conn.createStatement();
        st.executeQuery(q); // want "java/sql-injection"
        st.execute(q); // want "java/sql-injection"
    }
}
