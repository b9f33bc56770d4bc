#!/bin/bash
$PREFIX=/opt/app # want "bash/dollar-in-assignment"
echo "$PREFIX"
