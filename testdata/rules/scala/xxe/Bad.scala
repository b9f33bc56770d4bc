object Xml {
  def parse(input: InputStream): Document = {
    val factory = DocumentBuilderFactory.newInstance() // want "scala/xxe"
    factory.newDocumentBuilder().parse(input)
  }

  def events(input: InputStream): Unit = {
    val spf = javax.xml.parsers.SAXParserFactory.newInstance() // want "scala/xxe"
    spf.newSAXParser().parse(input, new DefaultHandler)
  }

  def stream(input: InputStream) = {
    val xif = javax.xml.stream.XMLInputFactory.newFactory() // want "scala/xxe"
    xif.createXMLStreamReader(input)
  }
}
