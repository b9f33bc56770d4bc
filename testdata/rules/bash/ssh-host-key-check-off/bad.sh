#!/bin/sh
ssh -o StrictHostKeyChecking=no deploy@web1 'systemctl restart app' # want "bash/ssh-host-key-check-off"
rsync -az -e "ssh -o StrictHostKeyChecking=no" build/ deploy@web1:/srv/app # want "bash/ssh-host-key-check-off"
