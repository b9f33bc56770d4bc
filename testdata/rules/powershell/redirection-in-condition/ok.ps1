if ($count -gt 10) { Write-Warning 'many' }
Get-Process > processes.txt
