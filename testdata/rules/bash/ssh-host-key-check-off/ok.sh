#!/bin/sh
ssh -o StrictHostKeyChecking=yes deploy@web1 'systemctl restart app'
ssh -o StrictHostKeyChecking=accept-new deploy@web2 'systemctl restart app'
