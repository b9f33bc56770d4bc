FROM openjdk:17-oracle
RUN source /etc/os-release && echo "$ID" > /etc/distro-id
