object Xml {
  def parse(input: InputStream): Document = {
    val factory = DocumentBuilderFactory.newInstance()
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true)
    factory.newDocumentBuilder().parse(input)
  }
}

object Stax {
  def read(input: InputStream) = {
    val xif = XMLInputFactory.newInstance()
    xif.setProperty(XMLInputFactory.SUPPORT_DTD, false)
    xif.createXMLStreamReader(input)
  }
}

object XmlQualified {
  def events(input: InputStream): Unit = {
    val spf = javax.xml.parsers.SAXParserFactory.newInstance()
    spf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true)
    spf.newSAXParser().parse(input, new DefaultHandler)
  }
}
