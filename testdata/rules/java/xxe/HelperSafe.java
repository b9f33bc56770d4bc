package example;

import java.io.InputStream;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.SAXParserFactory;

public class HelperSafe {
    Object parse(InputStream in) throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        harden(dbf);
        return dbf.newDocumentBuilder().parse(in);
    }

    private static void harden(DocumentBuilderFactory dbf) throws Exception {
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    }

    static SAXParserFactory factory() {
        return SAXParserFactory.newInstance();
    }

    void sax(InputStream in) throws Exception {
        SAXParserFactory f = factory();
        f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        f.newSAXParser().parse(in, new org.xml.sax.helpers.DefaultHandler());
    }
}
