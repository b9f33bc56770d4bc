#!/bin/sh
curl -fsSL https://get.example.com/install.sh | sh # want "bash/curl-pipe-shell"
wget -qO- https://deb.example.org/setup | sudo -E bash - # want "bash/curl-pipe-shell"
bash <(curl -s https://example.com/bootstrap) # want "bash/curl-pipe-shell"
source <(curl -s https://example.com/env.sh) # want "bash/curl-pipe-shell"
eval "$(curl -fsSL https://example.com/init)" # want "bash/curl-pipe-shell"
