#!/bin/bash
if [[ $count -gt 10 ]]; then echo many; fi
(( count > 10 )) && echo many
[[ $a > $b ]] && echo sorted-after
[[ $# -lt 2 ]] && exit 1
