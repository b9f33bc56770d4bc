param([string]$Name, [string]$Path)
Invoke-Expression "Get-ChildItem $Path" # want "powershell/invoke-expression"
iex $command # want "powershell/invoke-expression"
$out = Invoke-Expression -Command ("git log " + $Name) # want "powershell/invoke-expression"
$command | Invoke-Expression # want "powershell/invoke-expression"
Get-Content .\generated.ps1 -Raw | iex # want "powershell/invoke-expression"
