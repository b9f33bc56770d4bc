Set-ExecutionPolicy Unrestricted -Force # want "powershell/execution-policy-unrestricted"
Set-ExecutionPolicy -ExecutionPolicy Bypass -Scope LocalMachine # want "powershell/execution-policy-unrestricted"
Set-ExecutionPolicy 'Unrestricted' -Scope LocalMachine # want "powershell/execution-policy-unrestricted"
