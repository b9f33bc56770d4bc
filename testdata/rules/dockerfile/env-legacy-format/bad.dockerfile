FROM python:3.12-slim
ENV PYTHONUNBUFFERED 1 # want "dockerfile/env-legacy-format: ENV PYTHONUNBUFFERED uses the legacy"
