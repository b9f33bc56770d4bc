function New-Login {
    param([string]$UserName, [string]$Pass) # want "powershell/plaintext-password-parameter"
}
