struct Settings {
    var darkMode: Bool? // want "swift/optional-boolean"
}
