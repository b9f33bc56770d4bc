FROM python:3.12-slim
RUN useradd --create-home app
USER app
WORKDIR /home/app
RUN apt-get update && apt-get install -y --no-install-recommends libpq5 && rm -rf /var/lib/apt/lists/* # want "dockerfile/package-install-as-non-root"
COPY --chown=app:app . .
CMD ["python", "-m", "app"]
