FROM debian:12-slim
RUN useradd -l -u 1000000 -m app
RUN useradd --no-log-init --uid 200000 app
RUN useradd -u 10001 -m app
RUN useradd -lmu 300000 app
