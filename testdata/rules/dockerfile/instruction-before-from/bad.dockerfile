# syntax=docker/dockerfile:1
ARG PYTHON_VERSION=3.12
LABEL org.opencontainers.image.authors="team@example.com" # want "dockerfile/instruction-before-from"
ENV PIP_NO_CACHE_DIR=1 # want "dockerfile/instruction-before-from"
FROM python:${PYTHON_VERSION}-slim
WORKDIR /app
COPY . .
CMD ["python", "-m", "app"]
