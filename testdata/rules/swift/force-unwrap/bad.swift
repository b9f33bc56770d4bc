func title(for user: User?) -> String {
    let name = user!.name // want "swift/force-unwrap"
    let age = Int(ageText)! // want "swift/force-unwrap"
    return name + String(age)
}
