if ($status = 'ready') { Start-Job } # want "powershell/assignment-in-condition"
if ($a -gt 1) { } elseif ($mode = $expected) { } # want "powershell/assignment-in-condition"
