#!/bin/sh
curl -fsSL http://get.example.com/install.sh | sh # want "bash/curl-pipe-shell-http"
bash <(curl -s http://example.com/bootstrap) # want "bash/curl-pipe-shell-http"
