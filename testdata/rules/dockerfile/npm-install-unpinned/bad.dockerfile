FROM node:20.18-slim
RUN npm install -g typescript # want "dockerfile/npm-install-unpinned"
RUN npm i -g --unsafe-perm @angular/cli # want "dockerfile/npm-install-unpinned"
RUN yarn global add serve # want "dockerfile/npm-install-unpinned"
RUN npm install --global pm2@5.4.2 nodemon # want "dockerfile/npm-install-unpinned"
