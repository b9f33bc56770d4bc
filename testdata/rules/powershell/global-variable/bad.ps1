$global:BuildNumber = 42 # want "powershell/global-variable"
