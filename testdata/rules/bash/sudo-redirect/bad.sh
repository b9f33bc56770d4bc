#!/bin/bash
sudo echo "10.0.0.5 db" >> /etc/hosts # want "bash/sudo-redirect"
sudo cat motd.txt > /etc/motd # want "bash/sudo-redirect"
