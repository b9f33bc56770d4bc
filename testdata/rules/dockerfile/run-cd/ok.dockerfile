FROM node:20-slim
WORKDIR /app
RUN npm ci
RUN make -C /src && cd - >/dev/null
RUN (cd /src && make) && make -C /src install
RUN tar -xzf app.tgz -C /opt && ln -s /opt/app/bin/app /usr/local/bin/app
