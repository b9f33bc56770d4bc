package example;

import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.web.bind.annotation.RequestParam;

public class Headers extends HttpServlet {
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        response.setHeader("X-User", request.getParameter("user")); // want "java/header-injection: HTTP header injection"
    }

    public void download(@RequestParam String file, HttpServletResponse response) {
        response.addHeader("Content-Disposition", "attachment; filename=" + file); // want "java/header-injection"
    }
}
