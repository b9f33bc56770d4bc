func credential(user: String, password: String) -> URLCredential {
    return URLCredential(user: user, password: password, persistence: .forSession)
}
func trust(challenge: URLAuthenticationChallenge) -> URLCredential? {
    return challenge.protectionSpace.serverTrust.map { URLCredential(trust: $0) }
}
