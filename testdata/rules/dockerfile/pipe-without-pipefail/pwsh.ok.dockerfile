FROM mcr.microsoft.com/powershell:7.4-ubuntu-22.04
SHELL ["pwsh", "-Command"]
RUN Get-ChildItem /app | Remove-Item -Recurse
