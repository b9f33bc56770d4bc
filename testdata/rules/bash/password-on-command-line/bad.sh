#!/bin/bash
sshpass -p "$DEPLOY_PASSWORD" ssh deploy@host uptime # want "bash/password-on-command-line"
mysqldump -u backup -p"$DB_PASS" shop > shop.sql # want "bash/password-on-command-line"
mysql -u root --password=hunter2 -e "select 1" # want "bash/password-on-command-line"
openssl rsa -in key.pem -passin pass:hunter2 -out plain.pem # want "bash/password-on-command-line"
docker login -u ci -p "$REGISTRY_TOKEN" registry.example.io # want "bash/password-on-command-line"
