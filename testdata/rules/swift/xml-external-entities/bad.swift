func parse(data: Data) -> Bool {
    let parser = XMLParser(data: data)
    parser.shouldResolveExternalEntities = true // want "swift/xml-external-entities"
    return parser.parse()
}
