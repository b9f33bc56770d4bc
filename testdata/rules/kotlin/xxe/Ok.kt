fun parse(input: InputStream): Document {
    val factory = DocumentBuilderFactory.newInstance()
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true)
    return factory.newDocumentBuilder().parse(input)
}

fun stax(input: InputStream) {
    val xif = XMLInputFactory.newInstance()
    xif.setProperty(XMLInputFactory.SUPPORT_DTD, false)
    xif.createXMLStreamReader(input)
}
