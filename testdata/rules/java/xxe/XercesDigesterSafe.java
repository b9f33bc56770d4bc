package example;

import java.io.InputStream;
import org.apache.commons.digester3.Digester;
import org.apache.xerces.parsers.DOMParser;
import org.w3c.dom.Document;
import org.xml.sax.InputSource;

public class XercesDigesterSafe {
    Document dom(InputStream in) throws Exception {
        DOMParser parser = new DOMParser();
        parser.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        parser.parse(new InputSource(in));
        return parser.getDocument();
    }

    Object rules(InputStream in) throws Exception {
        Digester digester = new Digester();
        digester.setFeature("http://xml.org/sax/features/external-general-entities", false);
        digester.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
        digester.addObjectCreate("config", Config.class);
        return digester.parse(in);
    }
}
