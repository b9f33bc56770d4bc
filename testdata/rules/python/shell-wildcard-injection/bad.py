import os
import subprocess

os.system("cd /var/uploads && tar czf /backups/uploads.tgz *")  # want "python/shell-wildcard-injection"
subprocess.call("chown www-data:www-data *", shell=True)  # want "python/shell-wildcard-injection"
os.popen("rsync -a * backup:/srv/")  # want "python/shell-wildcard-injection"
