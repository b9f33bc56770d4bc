#!/bin/sh
curl -fsSLo install.sh https://get.example.com/install.sh
echo "3b1f0c...  install.sh" | sha256sum -c -
sh install.sh
curl -s https://api.example.com/status | jq .state
source ./env.sh
eval "$(ssh-agent -s)"
wget -qO- http://deb.example.org/setup | sudo -E bash -
