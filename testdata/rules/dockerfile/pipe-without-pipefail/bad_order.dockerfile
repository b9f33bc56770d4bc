FROM golang:1.22-bookworm AS build
# before the SHELL: still /bin/sh -c
RUN curl -fsSL https://example.com/protoc.zip | busybox unzip -d /usr/local - # want "dockerfile/pipe-without-pipe.ail"
SHELL ["/bin/bash", "-o", "pipefail", "-c"]
RUN wget -qO- https://example.com/key.asc | gpg --dearmor -o /usr/share/keyrings/example.gpg
WORKDIR /src
COPY . .
RUN go build -o /out/app ./cmd/app

# a stage from an outside image starts again from that image's /bin/sh -c
FROM debian:12-slim
COPY --from=build /out/app /usr/local/bin/app
RUN git ls-remote https://example.com/app.git HEAD | cut -f1 > /commit # want "dockerfile/pipe-without-pipe.ail"

FROM alpine:3.20 AS docs
SHELL ["/bin/ash", "-eo", "pipefail", "-c"]
RUN wget -qO- https://example.com/docs.tar.gz | tar -xz -C /docs
# a later SHELL without pipefail replaces it
SHELL ["/bin/sh", "-c"]
RUN wget -qO- https://example.com/extra.tar.gz | tar -xz -C /docs # want "dockerfile/pipe-without-pipe.ail"
