package example

import java.io.StringReader
import java.io.StringWriter
import javax.servlet.http.HttpServletRequest
import javax.xml.transform.TransformerFactory
import javax.xml.transform.stream.StreamResult
import javax.xml.transform.stream.StreamSource

class Render {
    // the application's own stylesheet transforms the request's XML
    fun render(request: HttpServletRequest): String {
        val xsl = StreamSource(javaClass.getResourceAsStream("/report.xsl"))
        val transformer = TransformerFactory.newInstance().newTransformer(xsl)
        val out = StringWriter()
        transformer.transform(StreamSource(request.inputStream), StreamResult(out))
        return out.toString()
    }
}
