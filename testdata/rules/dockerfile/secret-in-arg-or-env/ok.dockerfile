FROM golang:1.23 AS build
ARG VERSION
ARG TARGETARCH
ENV GOFLAGS=-mod=readonly
RUN --mount=type=secret,id=github_token,env=GITHUB_TOKEN go mod download
