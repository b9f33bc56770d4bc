func version() -> String? {
    let bundle = Bundle() // want "swift/discouraged-direct-init"
    let name = UIDevice().name // want "swift/discouraged-direct-init"
    return bundle.infoDictionary?["CFBundleShortVersionString"] as? String
}
