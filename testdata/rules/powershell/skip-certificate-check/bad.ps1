Invoke-RestMethod -Uri "https://build.internal/api/status" -SkipCertificateCheck # want "powershell/skip-certificate-check"
$r = Invoke-WebRequest $url -SkipCertificateCheck -Method Post -Body $body # want "powershell/skip-certificate-check"
$opt = New-PSSessionOption -SkipCACheck -SkipCNCheck # want "powershell/skip-certificate-check"
