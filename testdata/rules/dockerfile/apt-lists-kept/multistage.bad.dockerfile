FROM golang:1.23 AS build
RUN apt-get update && apt-get install -y --no-install-recommends protobuf-compiler
FROM debian:12-slim AS final
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates # want "dockerfile/apt-lists-kept"
