func unlock(completion: @escaping (Bool) -> Void) {
    let context = LAContext()
    context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock your vault") { success, _ in // want "swift/biometric-boolean-gate"
        completion(success)
    }
}
