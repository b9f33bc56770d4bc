FROM debian:12-slim
RUN wget -O - https://example.com/list.txt | wc -l > /count # want "dockerfile/pipe-without-pipe.ail"
