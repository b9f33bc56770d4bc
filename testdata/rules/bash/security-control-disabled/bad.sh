#!/bin/bash
setenforce 0 # want "bash/security-control-disabled"
sudo systemctl disable --now firewalld # want "bash/security-control-disabled"
ufw disable # want "bash/security-control-disabled"
sysctl -w kernel.randomize_va_space=0 # want "bash/security-control-disabled"
