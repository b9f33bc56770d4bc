# syntax=docker/dockerfile:1-labs
FROM debian:12-slim
RUN --security=insecure mount -t tmpfs none /mnt && make # want "dockerfile/run-security-insecure"
