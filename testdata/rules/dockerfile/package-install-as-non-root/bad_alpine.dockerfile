FROM alpine:3.20 AS base
RUN apk add --no-cache ca-certificates
FROM base
RUN adduser -D -u 10001 app
USER 10001:10001
RUN set -eux; apk add --no-cache curl # want "dockerfile/package-install-as-non-root"
ENTRYPOINT ["/usr/local/bin/app"]
