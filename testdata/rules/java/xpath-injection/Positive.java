package example;

import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.ws.rs.GET;
import javax.ws.rs.QueryParam;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

public class Lookup extends HttpServlet {
    private Document doc;

    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String name = request.getHeader("X-Name");
        XPath xp = XPathFactory.newInstance().newXPath();
        String expression = "/users/user[@name='" + name + "']";
        xp.evaluate(expression, doc); // want "java/xpath-injection: XPath injection"
    }

    @GET
    public String q(@QueryParam("id") String id) throws Exception {
        XPath xp = XPathFactory.newInstance().newXPath();
        return xp.compile("//item[@id='" + id + "']").evaluate(doc); // want "java/xpath-injection"
    }
}
