FROM node:20-slim
WORKDIR /app
RUN npm ci
RUN make -C /src && cd - >/dev/null
