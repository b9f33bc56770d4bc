FROM python:3.12-slim
ENV APP_HOME=/app APP_BIN=$APP_HOME/bin # want "dockerfile/env-same-instruction-reference"
ENV VENV=/opt/venv PATH="${VENV}/bin:${PATH}" # want "dockerfile/env-same-instruction-reference"
