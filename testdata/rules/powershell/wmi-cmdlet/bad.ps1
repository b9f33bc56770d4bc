$os = Get-WmiObject -Class Win32_OperatingSystem # want "powershell/wmi-cmdlet"
gwmi Win32_Service | Where-Object State -eq 'Running' # want "powershell/wmi-cmdlet"
