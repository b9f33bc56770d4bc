package example

import java.io.StringReader
import java.io.StringWriter
import javax.servlet.http.HttpServletRequest
import javax.xml.transform.TransformerFactory
import javax.xml.transform.stream.StreamResult
import javax.xml.transform.stream.StreamSource

class Render {
    fun render(request: HttpServletRequest, xml: String): String {
        val xsl = StreamSource(request.inputStream)
        val transformer = TransformerFactory.newInstance().newTransformer(xsl) // want "kotlin/xslt-from-request"
        val out = StringWriter()
        transformer.transform(StreamSource(StringReader(xml)), StreamResult(out))
        return out.toString()
    }
}
