# Tumbleweed is a rolling release: zypper dup is how it is updated.
FROM opensuse/tumbleweed AS build
RUN zypper --non-interactive dup && zypper --non-interactive install gcc make
