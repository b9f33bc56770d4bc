#!/bin/sh
chmod 777 /var/www/uploads # want "bash/chmod-world-writable: chmod 777"
chmod -R a+w "$DATA_DIR" # want "bash/chmod-world-writable"
