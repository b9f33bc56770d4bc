package example;

import javax.xml.parsers.DocumentBuilderFactory;

public class FieldSafe {
    private static final DocumentBuilderFactory SAFE = DocumentBuilderFactory.newInstance();
    static {
        try { SAFE.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true); } catch (Exception e) { throw new RuntimeException(e); }
    }

    Object parse(java.io.InputStream in) throws Exception {
        return SAFE.newDocumentBuilder().parse(in);
    }
}
