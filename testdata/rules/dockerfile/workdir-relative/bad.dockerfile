FROM python:3.12-slim
WORKDIR app # want "dockerfile/workdir-relative: WORKDIR app is relative"
COPY . .
