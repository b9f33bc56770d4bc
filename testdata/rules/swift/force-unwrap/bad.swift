func title(for id: String, ageText: String, users: [String: User]) -> String {
    let user = users[id]! // want "swift/force-unwrap"
    let age = Int(ageText)! // want "swift/force-unwrap"
    let first = user.friends.first! // want "swift/force-unwrap"
    let link = URL(string: "https://example.com/u/" + id)! // want "swift/force-unwrap"
    return user.name + String(age) + first.name + link.absoluteString
}
