FROM debian:12-slim
RUN apt-get update && apt-get install -y --no-install-recommends nginx && rm -rf /var/lib/apt/lists/*
CMD ["nginx", "-g", "daemon off;"]
RUN service mysql start && mysql -e "CREATE DATABASE app" && mysql app < /docker/schema.sql
