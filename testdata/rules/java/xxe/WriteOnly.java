package example;

import java.io.InputStream;
import java.io.StringWriter;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import javax.xml.transform.stream.StreamSource;
import org.w3c.dom.Document;

// Reformatting XML read from a stream: the document is parsed, and the
// transformer reads a stream too.
public class WriteOnly {
    String pretty(InputStream in) throws Exception {
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(in); // want "java/xxe"
        StringWriter w = new StringWriter();
        TransformerFactory.newInstance().newTransformer().transform(new DOMSource(doc), new StreamResult(w)); // want "java/xxe"
        return w.toString();
    }

    String copy(InputStream in) throws Exception {
        Transformer t = TransformerFactory.newInstance().newTransformer(); // want "java/xxe"
        StringWriter w = new StringWriter();
        t.transform(new StreamSource(in), new StreamResult(w));
        return w.toString();
    }
}
