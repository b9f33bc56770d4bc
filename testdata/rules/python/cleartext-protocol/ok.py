import ftplib


def upload(host, user, password):
    ftp = ftplib.FTP_TLS(host)
    ftp.login(user, password)
    ftp.prot_p()
    return ftp
