import java.io.InputStream;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.SAXParserFactory;
import javax.xml.stream.XMLInputFactory;

class Parsers {
    void dom(InputStream in) throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", false); // want "java/xml-dtd-enabled"
        dbf.setFeature("http://xml.org/sax/features/external-general-entities", true); // want "java/xml-dtd-enabled"
        dbf.newDocumentBuilder().parse(in);
    }

    void sax(InputStream in) throws Exception {
        SAXParserFactory spf = SAXParserFactory.newInstance();
        spf.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", true); // want "java/xml-dtd-enabled"
        spf.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, false); // want "java/xml-dtd-enabled"
        spf.newSAXParser().parse(in, new org.xml.sax.helpers.DefaultHandler());
    }

    void stax(InputStream in) throws Exception {
        XMLInputFactory xif = XMLInputFactory.newFactory();
        xif.setProperty(XMLInputFactory.SUPPORT_DTD, true); // want "java/xml-dtd-enabled"
        xif.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, Boolean.TRUE); // want "java/xml-dtd-enabled"
        xif.createXMLStreamReader(in);
    }
}
