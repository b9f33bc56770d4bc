FROM debian:12-slim
ENV DEBIAN_FRONTEND noninteractive # want "dockerfile/env-debian-frontend"
ENV TZ=UTC DEBIAN_FRONTEND=noninteractive # want "dockerfile/env-debian-frontend"
