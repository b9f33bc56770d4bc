#!/bin/sh
umask 022
umask 077
umask 0027
umask
