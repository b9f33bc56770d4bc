#!/bin/bash
eval "$(ssh-agent -s)"
eval "$(pyenv init -)"
"$@"
