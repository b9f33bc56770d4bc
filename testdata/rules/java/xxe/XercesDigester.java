package example;

import java.io.InputStream;
import org.apache.commons.digester3.Digester;
import org.apache.xerces.parsers.DOMParser;
import org.apache.xerces.parsers.SAXParser;
import org.w3c.dom.Document;
import org.xml.sax.InputSource;

public class XercesDigester {
    Document dom(InputStream in) throws Exception {
        DOMParser parser = new DOMParser(); // want "java/xxe"
        parser.parse(new InputSource(in));
        return parser.getDocument();
    }

    void sax(InputStream in, org.xml.sax.ContentHandler handler) throws Exception {
        SAXParser parser = new SAXParser(); // want "java/xxe"
        parser.setContentHandler(handler);
        parser.parse(new InputSource(in));
    }

    Object rules(InputStream in) throws Exception {
        Digester digester = new Digester(); // want "java/xxe"
        digester.addObjectCreate("config", Config.class);
        return digester.parse(in);
    }
}
