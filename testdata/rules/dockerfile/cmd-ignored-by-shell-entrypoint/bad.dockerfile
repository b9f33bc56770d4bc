FROM python:3.12-slim
ENTRYPOINT python -m app
CMD ["--port", "8080"] # want "dockerfile/cmd-ignored-by-shell-entrypoint"
