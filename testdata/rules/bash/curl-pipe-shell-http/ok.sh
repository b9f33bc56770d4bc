#!/bin/sh
curl -fsSL https://get.example.com/install.sh | sh
curl -s http://api.example.com/status | jq .state
