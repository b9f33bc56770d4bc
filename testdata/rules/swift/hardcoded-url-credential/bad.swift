func credential() -> URLCredential {
    return URLCredential(user: "api", password: "Sup3rS3cret", persistence: .forSession) // want "swift/hardcoded-url-credential"
}
