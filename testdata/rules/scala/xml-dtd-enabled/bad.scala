import java.io.InputStream
import javax.xml.parsers.{DocumentBuilderFactory, SAXParserFactory}

object Lenient {
  def parse(input: InputStream) = {
    val factory = DocumentBuilderFactory.newInstance()
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", false) // want "scala/xml-dtd-enabled"
    factory.newDocumentBuilder().parse(input)
  }

  def sax() = {
    val spf = SAXParserFactory.newInstance()
    spf.setFeature("http://xml.org/sax/features/external-parameter-entities", true) // want "scala/xml-dtd-enabled"
    spf.newSAXParser()
  }
}
