import ftplib
import telnetlib


def upload(host, user, password, path):
    ftp = ftplib.FTP(host)  # want "python/cleartext-protocol"
    ftp.login(user, password)
    tn = telnetlib.Telnet(host)  # want "python/cleartext-protocol"
    return ftp, tn
