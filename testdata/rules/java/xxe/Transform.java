package example;

import java.io.InputStream;
import javax.xml.XMLConstants;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;
import org.dom4j.io.SAXReader;
import org.jdom2.input.SAXBuilder;
import org.xml.sax.helpers.XMLReaderFactory;

public class Transform {
    void style(InputStream xsl) throws Exception {
        TransformerFactory tf = TransformerFactory.newInstance(); // want "java/xxe: TransformerFactory.newInstance"
        tf.newTransformer(new StreamSource(xsl));
    }

    void schema(InputStream xsd) throws Exception {
        SchemaFactory sf = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI); // want "java/xxe: SchemaFactory.newInstance"
        sf.newSchema(new StreamSource(xsd));
    }

    Object dom4j(InputStream in) throws Exception {
        SAXReader reader = new SAXReader(); // want "java/xxe: new SAXReader"
        return reader.read(in);
    }

    Object jdom(InputStream in) throws Exception {
        return new SAXBuilder().build(in); // want "java/xxe: new SAXBuilder"
    }

    void sax(InputStream in) throws Exception {
        XMLReaderFactory.createXMLReader().parse(new org.xml.sax.InputSource(in)); // want "java/xxe: XMLReaderFactory.createXMLReader"
    }
}
