func parse(data: Data) -> Bool {
    let parser = XMLParser(data: data)
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = true
    return parser.parse()
}
