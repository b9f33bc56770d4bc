FROM --platform=linux/amd64 node:20.18 AS build # want "dockerfile/from-platform-constant"
FROM --platform=linux/arm64 alpine:3.20 # want "dockerfile/from-platform-constant"
