package example;

import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;

public class Import extends HttpServlet {
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance(); // want "java/xxe: DocumentBuilderFactory.newInstance"
        DocumentBuilder db = dbf.newDocumentBuilder();
        Document doc = db.parse(request.getInputStream());
    }
}
