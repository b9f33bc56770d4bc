package example;

import java.io.InputStream;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.jdom2.Document;
import org.jdom2.input.SAXBuilder;

// A parser used up inside the returned expression is judged by its own
// method: the hardened factory another method of the file makes does not
// protect it, and no caller can reach it to set a feature.
public class FeedParsers {
    Document feed(InputStream in) throws Exception {
        return new SAXBuilder().build(in); // want "java/xxe: new SAXBuilder"
    }

    // Returned to the caller: the file's hardening may be applied there.
    static DocumentBuilderFactory factory() {
        return DocumentBuilderFactory.newInstance();
    }

    static org.w3c.dom.Document hardened(InputStream in) throws Exception {
        DocumentBuilderFactory dbf = factory();
        dbf.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return dbf.newDocumentBuilder().parse(in);
    }
}
