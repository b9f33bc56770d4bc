FROM debian:12-slim
SHELL ["/bin/bash", "-o", "pipefail", "-c"]
RUN ln -sf /usr/local/bin/python3 /usr/local/bin/python
RUN ln -s /bin/bash /usr/local/bin/bash
