import Foundation

func remember(password: String, token: String) {
    UserDefaults.standard.set(password, forKey: "password") // want "swift/secret-in-userdefaults"
    UserDefaults.standard.set(token, forKey: "authToken") // want "swift/secret-in-userdefaults"
    UserDefaults.standard.set(token, forKey: "registrationToken") // want "swift/secret-in-userdefaults"
    UserDefaults.standard.set(password, forKey: "pass_phrase") // want "swift/secret-in-userdefaults"
    UserDefaults.standard.set(token, forKey: "encryptionKey") // want "swift/secret-in-userdefaults"
}
