#!/bin/bash
echo "deploy ALL=(ALL) NOPASSWD: ALL" >> /etc/sudoers # want "bash/sudoers-nopasswd-all"
echo "ci ALL=(ALL:ALL) NOPASSWD:ALL" | sudo tee /etc/sudoers.d/ci # want "bash/sudoers-nopasswd-all"
