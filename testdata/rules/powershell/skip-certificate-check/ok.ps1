Invoke-RestMethod -Uri "https://build.internal/api/status" -Certificate $clientCert
$r = Invoke-WebRequest $url -Method Post -Body $body
