func setup() {
    passwordField.isSecureTextEntry = true
    searchField.isSecureTextEntry = false
}
@objc func showPassword(_ sender: UIButton) {
    passwordField.isSecureTextEntry.toggle()
}
