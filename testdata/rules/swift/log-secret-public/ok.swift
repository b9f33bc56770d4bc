import os

let logger = Logger(subsystem: "app", category: "auth")

func signIn(user: String, password: String, token: String) {
    logger.info("signing in \(user, privacy: .public)")
    logger.debug("token \(token, privacy: .private(mask: .hash))")
    os_log("user %{public}@", log: .default, type: .info, user)
}
