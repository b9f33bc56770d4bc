import java.io.InputStream
import javax.xml.parsers.DocumentBuilderFactory
import javax.xml.stream.XMLInputFactory
import org.w3c.dom.Document

fun strict(input: InputStream): Document {
    val factory = DocumentBuilderFactory.newInstance()
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true)
    factory.setFeature("http://xml.org/sax/features/external-general-entities", false)
    return factory.newDocumentBuilder().parse(input)
}

fun stax(input: InputStream) {
    val xif = XMLInputFactory.newInstance()
    xif.setProperty(XMLInputFactory.SUPPORT_DTD, false)
    xif.createXMLStreamReader(input)
}
