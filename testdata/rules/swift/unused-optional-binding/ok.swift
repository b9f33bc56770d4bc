func check(user: User?) -> Bool {
    if user != nil {
        return true
    }
    if let name = user?.name {
        print(name)
    }
    guard let u = user else { return false }
    return u.active
}
