FROM golang:1.23 AS build
ARG GITHUB_TOKEN # want "dockerfile/secret-in-arg-or-env: GITHUB_TOKEN looks like a secret"
ENV GIT_PASSWORD=${GITHUB_TOKEN} # want "dockerfile/secret-in-arg-or-env"
RUN go mod download
