FROM debian:12-slim
RUN wget -O - https://example.com/list.txt | wc -l > /count # want "dockerfile/pipe-without-pipe.ail"
RUN curl -fsSL https://example.com/app.tar.gz | tar -xz -C /opt # want "dockerfile/pipe-without-pipe.ail"
RUN wget -qO- https://example.com/key.asc | gpg --dearmor -o /usr/share/keyrings/example.gpg # want "dockerfile/pipe-without-pipe.ail"
RUN git rev-parse HEAD | tee /commit.txt # want "dockerfile/pipe-without-pipe.ail"
