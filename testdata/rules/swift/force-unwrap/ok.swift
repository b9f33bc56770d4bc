func title(for user: User?) -> String {
    guard let user = user else { return "" }
    let age = Int(ageText) ?? 0
    let home = URL(string: "https://example.com")!
    let same = user.name != nil
    return user.name + String(age)
}
