import java.io.StringReader;
import javax.servlet.http.HttpServletRequest;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.stream.StreamSource;

class Render {
  Transformer build(HttpServletRequest request) throws Exception {
    TransformerFactory tf = TransformerFactory.newInstance();
    return tf.newTransformer(new StreamSource(new StringReader(request.getParameter("xsl")))); // want "java/xslt-from-request"
  }
}
