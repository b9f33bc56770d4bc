FROM debian:12-slim
RUN apt-get update && apt-get install -y --no-install-recommends curl && rm -rf /var/lib/apt/lists/*
RUN apt-get -o Dpkg::Options::="--force-confold" install -y --no-install-recommends nginx
RUN pip install --no-cache-dir --force-reinstall six==1.16.0
