#!/bin/bash
PREFIX=/opt/app
echo "$PREFIX=/opt/app"
export "$name=$value"
