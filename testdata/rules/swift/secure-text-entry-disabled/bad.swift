func setup() {
    passwordField.isSecureTextEntry = false // want "swift/secure-text-entry-disabled"
    self.pinTextField.isSecureTextEntry = false // want "swift/secure-text-entry-disabled"
}
