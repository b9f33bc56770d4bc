package example;

import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathFactory;
import org.owasp.esapi.ESAPI;
import org.w3c.dom.Document;

public class SafeLookup extends HttpServlet {
    private Document doc;

    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String name = request.getHeader("X-Name");
        XPath xp = XPathFactory.newInstance().newXPath();
        xp.evaluate("/users/user[@name='" + ESAPI.encoder().encodeForXPath(name) + "']", doc);
        xp.evaluate("/users/user[@name='admin']", doc);
    }
}
