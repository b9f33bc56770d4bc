package example;

import java.io.InputStream;
import org.dom4j.io.SAXReader;
import org.jdom2.input.SAXBuilder;

public class ReaderSafe {
    Object dom4j(InputStream in) throws Exception {
        SAXReader reader = new SAXReader();
        reader.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return reader.read(in);
    }

    Object jdom(InputStream in) throws Exception {
        SAXBuilder builder = new SAXBuilder();
        builder.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return builder.build(in);
    }
}
