struct Settings {
    var darkMode: Bool = false
    var name: String?
}
