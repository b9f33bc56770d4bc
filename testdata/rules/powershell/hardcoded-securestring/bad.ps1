$password = ConvertTo-SecureString "Winter2024!" -AsPlainText -Force # want "powershell/hardcoded-securestring"
$cred = New-Object PSCredential ('svc-deploy', (ConvertTo-SecureString -String 'S3cr3t-Pa55' -AsPlainText -Force)) # want "powershell/hardcoded-securestring"
$s = ConvertTo-SecureString 'Spring2025!' -AsPlainText -Force:$true # want "powershell/hardcoded-securestring"
