if ($status -eq 'ready') { Start-Job }
if ($item = Get-Item $path -ErrorAction SilentlyContinue) { $item.Length }
if ($m = $line -match '^v(\d+)') { $Matches[1] }
if ($set = $Command.DefaultParameterSet) { $set }
