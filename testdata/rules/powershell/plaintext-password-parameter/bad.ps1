function Connect-Db {
    param(
        [string]$Server,
        [string]$AdminPassword # want "powershell/plaintext-password-parameter"
    )
}
