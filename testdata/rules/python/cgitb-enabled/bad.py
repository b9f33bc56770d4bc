import cgitb

cgitb.enable()  # want "python/cgitb-enabled"
