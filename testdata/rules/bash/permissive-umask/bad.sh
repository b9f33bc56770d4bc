#!/bin/sh
umask 000 # want "bash/permissive-umask"
umask 0 # want "bash/permissive-umask"
umask 001 # want "bash/permissive-umask"
