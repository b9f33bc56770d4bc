Set-MpPreference -DisableRealtimeMonitoring $false
Add-MpPreference -ExclusionPath 'D:\agent\_work'
