FROM node:20-slim
RUN cd /app && npm ci # want "dockerfile/run-cd"
RUN git clone --depth 1 https://github.com/example/tool.git /src/tool && cd /src/tool && make install # want "dockerfile/run-cd"
RUN mkdir -p build; cd build; cmake .. && make # want "dockerfile/run-cd"
