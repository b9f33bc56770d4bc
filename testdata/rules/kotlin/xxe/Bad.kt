fun parse(input: InputStream): Document {
    val factory = DocumentBuilderFactory.newInstance() // want "kotlin/xxe"
    return factory.newDocumentBuilder().parse(input)
}
