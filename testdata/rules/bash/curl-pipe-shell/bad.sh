#!/bin/sh
curl -fsSL https://get.example.com/install.sh | sh # want "bash/curl-pipe-shell"
wget -qO- https://deb.example.org/setup | sudo -E bash - # want "bash/curl-pipe-shell"
bash <(curl -s https://example.com/bootstrap) # want "bash/curl-pipe-shell"
