Set-MpPreference -DisableRealtimeMonitoring $true # want "powershell/defender-protection-disabled"
Set-MpPreference -DisableIOAVProtection $true -DisableScriptScanning $true # want "powershell/defender-protection-disabled"
Set-MpPreference -DisableBehaviorMonitoring $true -DisableIOAVProtection $false # want "powershell/defender-protection-disabled"
Set-MpPreference -DisableScriptScanning:$true # want "powershell/defender-protection-disabled"
