#!/bin/bash
setsebool -P httpd_can_network_connect 1
firewall-cmd --permanent --add-port=8443/tcp
ufw allow 443/tcp
systemctl restart nginx
sysctl -w vm.swappiness=10
