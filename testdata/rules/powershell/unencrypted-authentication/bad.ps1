Invoke-RestMethod -Uri "http://artifacts.internal/upload" -Credential $cred -AllowUnencryptedAuthentication # want "powershell/unencrypted-authentication"
