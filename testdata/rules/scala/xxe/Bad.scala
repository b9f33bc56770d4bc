object Xml {
  def parse(input: InputStream): Document = {
    val factory = DocumentBuilderFactory.newInstance() // want "scala/xxe"
    factory.newDocumentBuilder().parse(input)
  }
}
