#!/bin/bash
SSHPASS="$DEPLOY_PASSWORD" sshpass -e ssh deploy@host uptime
mysqldump --defaults-extra-file=/etc/backup/my.cnf shop > shop.sql
mysql -u root -p -e "select 1"
mysql -u root --port 3306 shop
openssl rsa -in key.pem -passin env:KEY_PASS -out plain.pem
echo "$REGISTRY_TOKEN" | docker login -u ci --password-stdin registry.example.io
