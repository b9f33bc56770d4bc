FROM ubuntu:24.04
RUN echo 'root:Docker!' | chpasswd # want "dockerfile/password-set-in-run"
RUN useradd -m -p secretpass deploy # want "dockerfile/password-set-in-run"
