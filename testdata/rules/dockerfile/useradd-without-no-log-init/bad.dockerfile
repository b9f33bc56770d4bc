FROM debian:12-slim
RUN useradd -u 1000000 -m app # want "dockerfile/useradd-without-no-log-init"
RUN groupadd -g 200000 app && useradd --uid=200000 -g app app # want "dockerfile/useradd-without-no-log-init"
