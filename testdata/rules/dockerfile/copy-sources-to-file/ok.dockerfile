FROM node:20-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY package.json package-lock.json /app/
COPY package.json package-lock.json .
COPY a.conf b.conf $CONF_DIR
COPY app.js /app/server.js
COPY --from=build /out/bin /usr/local/bin/tool
COPY ["package.json", "package-lock.json", "/app/"]
