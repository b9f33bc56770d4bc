$script:BuildNumber = 42
$buildNumber = $global:BuildNumber
$global:LASTEXITCODE = 0
$global:ProgressPreference = 'SilentlyContinue'
