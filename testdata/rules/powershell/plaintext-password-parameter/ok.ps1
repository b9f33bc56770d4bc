function Connect-Db {
    param(
        [string]$Server,
        [SecureString]$AdminPassword,
        [PSCredential]$Credential,
        [string]$PasswordPolicyName
    )
}
