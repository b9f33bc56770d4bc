Invoke-RestMethod -Uri "https://artifacts.internal/upload" -Credential $cred
