#!/bin/sh
chmod u+s /usr/local/bin/helper # want "bash/setuid-bit"
chmod 4755 /opt/tool/bin/run # want "bash/setuid-bit"
