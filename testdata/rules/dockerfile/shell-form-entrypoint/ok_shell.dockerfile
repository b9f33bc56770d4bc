FROM mcr.microsoft.com/windows/servercore:ltsc2022
SHELL ["powershell", "-Command"]
CMD Start-Service W3SVC; Wait-Event
