Set-MpPreference -DisableRealtimeMonitoring $false
Add-MpPreference -ExclusionPath 'D:\agent\_work'
Set-MpPreference -DisableRealtimeMonitoring:$false
