package example;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.List;
import javax.persistence.EntityManager;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

// The rows a query returns are the table's, not the id bound into it.
@RestController
class UserNames {
    private Connection conn;
    private JdbcTemplate jdbc;
    private EntityManager em;

    @GetMapping("/a")
    String a(@RequestParam String id) throws Exception {
        PreparedStatement ps = conn.prepareStatement("SELECT name FROM users WHERE id = ?");
        ps.setString(1, id);
        ResultSet rs = ps.executeQuery();
        return rs.next() ? rs.getString(1) : "";
    }

    @GetMapping("/b")
    String b(@RequestParam String id) {
        return jdbc.queryForObject("SELECT name FROM users WHERE id = ?", String.class, id);
    }

    @GetMapping("/c")
    String c(@RequestParam String email) {
        List<?> l = em.createQuery("select u.name from User u where u.email = :e").setParameter("e", email).getResultList();
        return l.toString();
    }
}
