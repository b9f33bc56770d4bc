FROM python:3.12-slim
RUN apt-get update && apt-get install -y --no-install-recommends libpq5 && rm -rf /var/lib/apt/lists/*
RUN useradd --create-home app
USER app
RUN pip install --user --no-cache-dir flask==3.0.3
CMD ["python", "-m", "app"]
