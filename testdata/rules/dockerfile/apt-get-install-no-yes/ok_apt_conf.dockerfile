FROM debian:12-slim
RUN echo 'APT::Get::Assume-Yes "true";' > /etc/apt/apt.conf.d/90assumeyes
RUN apt-get update && apt-get install --no-install-recommends curl && rm -rf /var/lib/apt/lists/*
