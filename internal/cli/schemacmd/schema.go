// Package schemacmd is `teamreview schema`: print the verdict file's JSON
// Schema, the contract agents can validate against.
package schemacmd

import (
	"github.com/spf13/cobra"

	"github.com/teamreview/teamreview/internal/cli/cmdutil"
	"github.com/teamreview/teamreview/internal/schema"
)

func NewCmd(f *cmdutil.Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "schema",
		Short: "Print the JSON Schema of .code-review/review-latest.json",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			_, err := f.IO.Out.Write(schema.Verdict)
			return err
		},
	}
}
