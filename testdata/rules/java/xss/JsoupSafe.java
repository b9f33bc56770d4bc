package example;

import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.jsoup.Jsoup;
import org.jsoup.safety.Safelist;

// jsoup's cleaner keeps only what its safelist allows.
public class JsoupSafe extends HttpServlet {
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String bio = request.getParameter("bio");
        response.getWriter().println("<div>" + Jsoup.clean(bio, Safelist.basic()) + "</div>");
    }
}
