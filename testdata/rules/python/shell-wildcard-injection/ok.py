import os
import subprocess

os.system("cd /var/uploads && tar czf /backups/uploads.tgz -- *")
subprocess.call("chown www-data:www-data ./*", shell=True)
os.system("tar czf /backups/uploads.tgz /var/uploads")
os.system("ls *.log")
