import ftplib as fl
import telnetlib as tn


def upload(host, user, password):
    ftp = fl.FTP(host)  # want "python/cleartext-protocol"
    ftp.login(user, password)
    return ftp


def console(host):
    return tn.Telnet(host)  # want "python/cleartext-protocol"
