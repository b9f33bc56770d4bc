#!/bin/bash
echo "deploy ALL=(root) NOPASSWD: /usr/bin/systemctl restart app" > /etc/sudoers.d/deploy
visudo -cf /etc/sudoers.d/deploy
