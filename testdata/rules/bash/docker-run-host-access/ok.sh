#!/bin/sh
docker run -d -p 8080:8080 --cap-drop ALL --cap-add NET_BIND_SERVICE registry.example.com/web:1.2
docker run --rm -v "$PWD:/src:ro" builder make
docker ps --filter network=host
