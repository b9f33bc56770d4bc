func title(for id: String, ageText: String, users: [String: User]) -> String {
    guard let user = users[id] else { return "" }
    let age = Int(ageText) ?? 0
    let home = URL(string: "https://example.com")!
    let cell = tableView.dequeueReusableCell(withIdentifier: "c")!
    return user.name + String(age) + home.absoluteString
}
