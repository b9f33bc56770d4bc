func version() -> String? {
    let bundle = Bundle.main
    let other = Bundle(for: MyClass.self)
    let name = UIDevice.current.name
    let err = NSError(domain: "app", code: 1, userInfo: nil)
    return bundle.infoDictionary?["CFBundleShortVersionString"] as? String
}
