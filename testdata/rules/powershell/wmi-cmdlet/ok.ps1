$os = Get-CimInstance -ClassName Win32_OperatingSystem
