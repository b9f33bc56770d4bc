[Net.ServicePointManager]::SecurityProtocol = [Net.SecurityProtocolType]::Tls # want "powershell/weak-tls-protocol"
[System.Net.ServicePointManager]::SecurityProtocol = [Net.SecurityProtocolType]::Tls12 -bor [Net.SecurityProtocolType]::Tls11 # want "powershell/weak-tls-protocol"
[Net.ServicePointManager]::SecurityProtocol = 'Ssl3' # want "powershell/weak-tls-protocol"
[Net.ServicePointManager]::SecurityProtocol = [Net.SecurityProtocolType]'Ssl3,Tls,Tls11' # want "powershell/weak-tls-protocol"
