#!/bin/bash
if [ "$answer" = "yes" ]; then
  echo ok
fi
if [[ $answer == yes ]]; then
  echo ok
fi
