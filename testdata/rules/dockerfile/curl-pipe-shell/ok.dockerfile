FROM debian:12-slim
RUN curl -fsSLo /tmp/setup.sh https://deb.nodesource.com/setup_22.x \
 && echo "5b2c...  /tmp/setup.sh" | sha256sum -c - \
 && bash /tmp/setup.sh
RUN curl -fsSL https://api.example.com/version | jq -r .version
RUN wget -qO- http://get.example.org/install.sh | bash
