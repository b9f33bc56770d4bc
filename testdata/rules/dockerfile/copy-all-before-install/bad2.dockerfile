FROM python:3.12-slim
WORKDIR /srv
COPY . .
ENV PIP_DISABLE_PIP_VERSION_CHECK=1
# dependencies
RUN pip install --no-cache-dir -r requirements.txt # want "dockerfile/copy-all-before-install"
CMD ["python", "-m", "app"]
