param([string]$Path)
Get-ChildItem -Path $Path
& git log --oneline -- $Path
Invoke-Expression 'Get-Date'
$args = @{ Path = $Path; Recurse = $true }
Get-ChildItem @args
