FROM node:20.11-slim
ARG NPM_TOKEN=npm_4f8a1c2e9b7d # want "dockerfile/hardcoded-secret: NPM_TOKEN is set to a literal value"
ENV DB_PASSWORD=hunter2 # want "dockerfile/hardcoded-secret"
ENV API_KEY "0c1d2e3f4a5b6c7d" # want "dockerfile/hardcoded-secret"
ENV NODE_ENV=production AWS_SECRET_ACCESS_KEY='wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' # want "dockerfile/hardcoded-secret"
USER node
CMD ["node", "server.js"]
