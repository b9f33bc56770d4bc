package example;

import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.owasp.encoder.Encode;
import org.owasp.esapi.ESAPI;
import org.springframework.web.util.HtmlUtils;

public class SafeGreeting extends HttpServlet {
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String name = request.getParameter("name");
        response.getWriter().println("<h1>Hello " + ESAPI.encoder().encodeForHTML(name) + "</h1>");
        response.getWriter().println(HtmlUtils.htmlEscape(name));
        response.getWriter().write(Encode.forHtml(name));
        java.util.List<String> values = new java.util.ArrayList<String>();
        values.add("safe");
        values.add(name);
        values.add("moresafe");
        values.remove(0);
        response.getWriter().println(values.get(1));
        StringBuilder sb = new StringBuilder();
        sb.append("count: ").append(name.length());
        response.getWriter().println(sb.toString());
    }
}
