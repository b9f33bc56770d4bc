#!/bin/bash
cd /var/app/releases # want "bash/cd-without-check"
rm -rf old
