param([string]$Name, [string]$Path)
Invoke-Expression "Get-ChildItem $Path" # want "powershell/invoke-expression"
iex $command # want "powershell/invoke-expression"
$out = Invoke-Expression -Command ("git log " + $Name) # want "powershell/invoke-expression"
