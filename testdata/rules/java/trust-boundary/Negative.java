package example;

import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SafeLogin extends HttpServlet {
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String user = request.getParameter("user");
        request.getSession().setAttribute("userName", "guest");
        int age = Integer.parseInt(request.getParameter("age"));
        request.getSession().setAttribute("age", age);
        if ("admin".equals(user) || "guest".equals(user)) {
            request.getSession().setAttribute("last", user);
        }
    }
}
