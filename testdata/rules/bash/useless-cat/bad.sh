#!/bin/bash
cat access.log | grep " 500 " # want "bash/useless-cat"
