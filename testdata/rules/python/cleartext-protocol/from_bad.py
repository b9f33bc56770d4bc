from ftplib import FTP
from telnetlib import (
    DO,
    Telnet,
)


def upload(host, user, password, path):
    ftp = FTP(host)  # want "python/cleartext-protocol"
    ftp.login(user, password)
    with open(path, "rb") as fh:
        ftp.storbinary("STOR report.csv", fh)


def console(host):
    return Telnet(host, 23)  # want "python/cleartext-protocol"
