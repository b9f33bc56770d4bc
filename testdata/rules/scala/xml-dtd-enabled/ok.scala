import java.io.InputStream
import javax.xml.parsers.DocumentBuilderFactory

object Strict {
  def parse(input: InputStream) = {
    val factory = DocumentBuilderFactory.newInstance()
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true)
    factory.newDocumentBuilder().parse(input)
  }
}
