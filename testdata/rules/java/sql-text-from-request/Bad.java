package example;

import java.util.List;
import javax.servlet.http.HttpServletRequest;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class UserController {
    private final UserDao dao;

    public UserController(UserDao dao) {
        this.dao = dao;
    }

    @GetMapping("/users")
    public List<User> byName(@RequestParam String name) {
        String sql = "SELECT id, name FROM users WHERE name = '" + name + "'"; // want "java/sql-text-from-request"
        return dao.list(sql);
    }

    @GetMapping("/users/search")
    public List<User> search(HttpServletRequest request) {
        String city = request.getParameter("city");
        return dao.list(String.format("SELECT id, name FROM users WHERE city = '%s' ORDER BY name", city)); // want "java/sql-text-from-request"
    }
}
