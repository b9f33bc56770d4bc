#!/bin/bash
if [[ $version =~ ^v[0-9]+$ ]]; then echo ok; fi
re='.*\.txt'
[[ $name =~ $re ]] && echo text
[[ $name =~ "$re" ]] && echo literal
[[ $answer =~ "yes" ]] && echo yes
if [[ " ${list[*]} " =~ " ${item} " ]]; then echo member; fi
