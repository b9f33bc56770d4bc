if ($count > 10) { Write-Warning 'many' } # want "powershell/redirection-in-condition"
if ($a -eq 1) { } elseif ($size > $limit) { } # want "powershell/redirection-in-condition"
