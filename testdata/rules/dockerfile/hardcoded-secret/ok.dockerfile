FROM node:20.11-slim
ENV DB_PASSWORD_FILE=/run/secrets/db_password
ENV TOKEN_URL=https://auth.example.com/token
ENV AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE_ID
ENV DISABLE_TOKEN_CACHE=true
ENV NODE_ENV=production PORT=8080
RUN --mount=type=secret,id=npm_token NPM_TOKEN=$(cat /run/secrets/npm_token) npm ci
USER node
CMD ["node", "server.js"]
