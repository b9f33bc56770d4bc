fun parse(input: InputStream): Document {
    val factory = DocumentBuilderFactory.newInstance() // want "kotlin/xxe"
    return factory.newDocumentBuilder().parse(input)
}

fun lenient(input: InputStream): Document {
    val factory = DocumentBuilderFactory.newInstance() // want "kotlin/xxe"
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", false)
    return factory.newDocumentBuilder().parse(input)
}
