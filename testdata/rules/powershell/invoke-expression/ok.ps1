param([string]$Path)
Get-ChildItem -Path $Path
& git log --oneline -- $Path
Invoke-Expression 'Get-Date'
$splat = @{ Path = $Path; Recurse = $true }
Get-ChildItem @splat
