import java.io.InputStream
import javax.xml.parsers.DocumentBuilderFactory
import javax.xml.stream.XMLInputFactory
import org.w3c.dom.Document

fun lenient(input: InputStream): Document {
    val factory = DocumentBuilderFactory.newInstance()
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", false) // want "kotlin/xml-dtd-enabled"
    factory.setFeature("http://xml.org/sax/features/external-general-entities", true) // want "kotlin/xml-dtd-enabled"
    return factory.newDocumentBuilder().parse(input)
}

fun stax(input: InputStream) {
    val xif = XMLInputFactory.newInstance()
    xif.setProperty(XMLInputFactory.SUPPORT_DTD, true) // want "kotlin/xml-dtd-enabled"
    xif.createXMLStreamReader(input)
}
