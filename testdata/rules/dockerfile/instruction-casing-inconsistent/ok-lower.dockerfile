from node:20.18-slim
workdir /app
copy . .
run npm ci --omit=dev
cmd ["node", "server.js"]
