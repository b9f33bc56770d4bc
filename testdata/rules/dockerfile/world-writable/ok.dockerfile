FROM python:3.12-slim
COPY --chown=app:app . /app
RUN chmod 755 /app/entrypoint.sh && chmod 1777 /scratch
RUN chmod -R go-w /app && chmod +x /app/run.sh && chmod 0644 /app/config.ini
COPY --chmod=755 entrypoint.sh /entrypoint.sh
COPY --chown=app:app --chmod=0644 config.ini /app/config.ini
