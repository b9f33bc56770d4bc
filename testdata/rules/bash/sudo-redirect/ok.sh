#!/bin/bash
echo "10.0.0.5 db" | sudo tee -a /etc/hosts > /dev/null
sudo sh -c 'cat motd.txt > /etc/motd'
sudo systemctl restart nginx > "$HOME/restart.log" 2>&1
