package main

import (
	"os"

	"github.com/teamreview/teamreview/internal/cli"
)

func main() { os.Exit(cli.Main()) }
