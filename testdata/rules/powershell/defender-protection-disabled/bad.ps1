Set-MpPreference -DisableRealtimeMonitoring $true # want "powershell/defender-protection-disabled"
Set-MpPreference -DisableIOAVProtection $true -DisableScriptScanning $true # want "powershell/defender-protection-disabled"
