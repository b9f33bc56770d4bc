# Installers that fetch a script and run it.
iex (New-Object Net.WebClient).DownloadString('https://get.example.com/install.ps1') # want "powershell/download-and-run"
irm https://get.example.com/install.ps1 | iex # want "powershell/download-and-run"
Invoke-WebRequest -Uri $url -UseBasicParsing | Invoke-Expression # want "powershell/download-and-run"
Invoke-Expression (Invoke-RestMethod -Uri "https://get.example.com/tool.ps1") # want "powershell/download-and-run"
(Invoke-WebRequest https://get.example.com/a.ps1 -UseBasicParsing).Content | iex # want "powershell/download-and-run"
iex (curl https://get.example.com/b.ps1 -UseBasicParsing) # want "powershell/download-and-run"
