import cgitb

cgitb.enable(display=0, logdir="/var/log/app")
