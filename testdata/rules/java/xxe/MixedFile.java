package example;

import java.io.InputStream;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.SAXParserFactory;

// One file with a hardened parser and open ones: each method is judged by
// what it and the helpers of this file it calls set. The open methods call
// parse() on the parser, which is not the hardened class's parse().
class Hardened {
    private static final String FEATURE = "http://apache.org/xml/features/disallow-doctype-decl";

    void parse(InputStream in) throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature(FEATURE, true);
        dbf.newDocumentBuilder().parse(in);
    }
}

class ViaHelper {
    void read(InputStream in) throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        harden(dbf);
        dbf.newDocumentBuilder().parse(in);
    }

    private static void harden(DocumentBuilderFactory f) throws Exception {
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    }
}

class Open {
    void load(InputStream in) throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance(); // want "java/xxe"
        dbf.newDocumentBuilder().parse(in);
    }

    void sax(InputStream in) throws Exception {
        SAXParserFactory spf = SAXParserFactory.newInstance(); // want "java/xxe"
        spf.newSAXParser().parse(in, new org.xml.sax.helpers.DefaultHandler());
    }
}
