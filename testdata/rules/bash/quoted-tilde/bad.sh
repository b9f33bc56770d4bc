#!/bin/bash
CONFIG="~/.config/app/settings.ini" # want "bash/quoted-tilde"
cp app.ini "~/backup/" # want "bash/quoted-tilde"
