package example;

import java.io.PrintWriter;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.ws.rs.GET;
import javax.ws.rs.Produces;
import javax.ws.rs.QueryParam;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseBody;

public class Greeting extends HttpServlet {
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        response.setContentType("text/html;charset=UTF-8");
        response.setHeader("X-XSS-Protection", "0");
        String name = request.getParameter("name");
        PrintWriter out = response.getWriter();
        out.println("<h1>Hello " + name + "</h1>"); // want "java/xss: Cross-site scripting.*getParameter"
        Object[] obj = {"a", name};
        response.getWriter().printf("%s and %s", obj); // want "java/xss"
    }

    @GetMapping("/hello")
    @ResponseBody
    public String hello(@RequestParam String who) {
        return "<p>Hello " + who + "</p>"; // want "java/xss"
    }

    @GET
    @Produces("text/html")
    public String page(@QueryParam("q") String q) {
        return "<b>" + q + "</b>"; // want "java/xss"
    }
}
