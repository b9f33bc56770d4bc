package example;

import java.io.InputStream;
import javax.xml.parsers.DocumentBuilderFactory;

// A setting named in a comment hardens nothing.
public class CommentOnly {
    Object parse(InputStream in) throws Exception {
        // TODO: dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance(); // want "java/xxe: DocumentBuilderFactory.newInstance"
        /* FEATURE_SECURE_PROCESSING is set by the platform */
        return dbf.newDocumentBuilder().parse(in);
    }
}
