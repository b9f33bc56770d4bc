FROM alpine:3.20
# the index fetched for the install itself
RUN apk add --no-cache curl
# refreshed and used in the same RUN
RUN apk update && apk add curl && rm -rf /var/cache/apk/*
FROM debian:12-slim AS tools
RUN apt update && apt install -y --no-install-recommends git && rm -rf /var/lib/apt/lists/*
FROM alpine:3.20 AS last
# refreshed with nothing installed after it: only wasted time
RUN apk update
USER nobody
