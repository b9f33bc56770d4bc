func login(user: String, password: String) {
    print(password) // want "swift/sensitive-data-logged"
    NSLog("token: \(token)") // want "swift/sensitive-data-logged"
}
