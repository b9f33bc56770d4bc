FROM node:20.18-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && echo "run done"
COPY . .
USER node
CMD ["node", "server.js"]
