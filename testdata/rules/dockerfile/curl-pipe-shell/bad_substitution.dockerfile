FROM python:3.12-slim
RUN curl -sSL https://install.python-poetry.org | python3 - # want "dockerfile/curl-pipe-shell"
RUN sh -c "$(curl -fsSL https://raw.example.com/ohmyzsh/install.sh)" # want "dockerfile/curl-pipe-shell"
RUN bash <(curl -s https://get.example.com/setup) # want "dockerfile/curl-pipe-shell"
