#!/bin/sh
docker run -d --privileged registry.example.com/agent:1.2 # want "bash/docker-run-host-access"
docker run --rm -v /var/run/docker.sock:/var/run/docker.sock ci-runner # want "bash/docker-run-host-access"
podman run --network=host monitor # want "bash/docker-run-host-access"
