FROM alpine:3.20
LABEL org.opencontainers.image.authors="jane@example.com"
