package example;

import javax.xml.parsers.DocumentBuilderFactory;

public class FieldOpen {
    private static final DocumentBuilderFactory OPEN = DocumentBuilderFactory.newInstance(); // want "java/xxe: DocumentBuilderFactory.newInstance"

    Object parse(java.io.InputStream in) throws Exception {
        return OPEN.newDocumentBuilder().parse(in);
    }
}
