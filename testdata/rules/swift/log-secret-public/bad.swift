import os

let logger = Logger(subsystem: "app", category: "auth")

func signIn(user: String, password: String, token: String) {
    logger.info("signing in with \(password, privacy: .public)") // want "swift/log-secret-public"
    os_log("token %{public}@", log: .default, type: .info, token) // want "swift/log-secret-public"
}
