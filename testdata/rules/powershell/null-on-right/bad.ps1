if ($items -eq $null) { return } # want "powershell/null-on-right"
while ($result -ne $null) { $result = Get-Next } # want "powershell/null-on-right"
