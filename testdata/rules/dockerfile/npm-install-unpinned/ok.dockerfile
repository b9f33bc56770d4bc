FROM node:20.18-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev
RUN npm install
RUN npm install -g npm@10.8.2 typescript@5.6.3 @angular/cli@18.2.1
RUN npm install -g npm
RUN npm install --prefix /opt/tools --registry https://registry.example.com ./tools/cli-1.0.0.tgz
RUN yarn global add serve@14.2.4 && yarn install --frozen-lockfile
RUN npm run build && npm prune --omit=dev
