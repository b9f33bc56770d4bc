func check(user: User?) -> Bool {
    if let _ = user { // want "swift/unused-optional-binding"
        return true
    }
    guard let _ = user?.name else { return false } // want "swift/unused-optional-binding"
    return false
}
