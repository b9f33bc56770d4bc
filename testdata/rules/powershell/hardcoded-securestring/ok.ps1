param([string]$PlainFromPipeline)
$password = ConvertTo-SecureString $env:DEPLOY_PASSWORD -AsPlainText -Force
$token = ConvertTo-SecureString "$($secret.Value)" -AsPlainText -Force
$cred = Get-Credential -UserName 'svc-deploy'
$stored = Get-Content .\pw.txt | ConvertTo-SecureString
