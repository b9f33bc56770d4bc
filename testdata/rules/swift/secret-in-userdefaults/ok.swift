import Foundation

func remember(user: String, loggedIn: Bool) {
    UserDefaults.standard.set(user, forKey: "userName")
    UserDefaults.standard.set(loggedIn, forKey: "hasToken")
    UserDefaults.standard.set(Date(), forKey: "tokenExpiry")
    UserDefaults.standard.set(user, forKey: "sortKey")
    UserDefaults.standard.set(loggedIn, forKey: "hasEncryptionKey")
}
