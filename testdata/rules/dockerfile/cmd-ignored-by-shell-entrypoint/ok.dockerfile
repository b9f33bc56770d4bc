FROM python:3.12-slim AS base
ENTRYPOINT python -m app
FROM python:3.12-slim
ENTRYPOINT ["python", "-m", "app"]
CMD ["--port", "8080"]
