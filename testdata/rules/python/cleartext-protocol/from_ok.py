from ftplib import FTP_TLS


def upload(host, user, password, path):
    ftp = FTP_TLS(host)
    ftp.login(user, password)
    ftp.prot_p()
    with open(path, "rb") as fh:
        ftp.storbinary("STOR report.csv", fh)


class FTP:
    def __init__(self, root):
        self.root = root


def local(root):
    return FTP(root)
