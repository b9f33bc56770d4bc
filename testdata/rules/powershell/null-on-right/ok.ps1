if ($null -eq $items) { return }
if ($null -ne $result) { $result }
if ($count -eq 0) { }
if ($env:DOTNET_ROOT -eq $null) { }
