import ftplib as fl


def upload(host, user, password):
    ftp = fl.FTP_TLS(host)
    ftp.login(user, password)
    ftp.prot_p()
    return ftp
