[System.Net.ServicePointManager]::ServerCertificateValidationCallback = { $true } # want "powershell/certificate-callback-accepts-all"
[Net.ServicePointManager]::ServerCertificateValidationCallback = {return $true} # want "powershell/certificate-callback-accepts-all"
