object Xml {
  def parse(input: InputStream): Document = {
    val factory = DocumentBuilderFactory.newInstance() // want "scala/xxe"
    factory.newDocumentBuilder().parse(input)
  }
}

object Lenient {
  def parse(input: InputStream): Document = {
    val factory = DocumentBuilderFactory.newInstance() // want "scala/xxe"
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", false)
    factory.newDocumentBuilder().parse(input)
  }
}
