// Package donecmd is `teamreview done`: seed 003's completion action for
// the latest review session. --archive (the default, "Archive & Clean")
// packs the session's record into a .tar.gz in its directory and removes
// the working files; --keep ("Keep Active") keeps it for follow-up work,
// safe from lifecycle.keep_sessions; --export FILE ("Export Results")
// packs the record with its deliverables — the verdict and the markdown
// report — into FILE and cleans up as --archive does. A completion that
// fails leaves the session active, as the seed says.
package donecmd

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/spf13/cobra"

	"github.com/teamreview/teamreview/internal/cli/cmdutil"
	"github.com/teamreview/teamreview/internal/review"
	"github.com/teamreview/teamreview/internal/session"
	"github.com/teamreview/teamreview/internal/store"
)

// Options are the command's inputs.
type Options struct {
	F       *cmdutil.Factory
	Archive bool
	Keep    bool
	Export  string
	// Session names the session to close (default: the latest).
	Session string
}

func NewCmd(f *cmdutil.Factory) *cobra.Command {
	opts := &Options{F: f}
	cmd := &cobra.Command{
		Use:   "done [--archive | --keep | --export FILE]",
		Short: "Close the latest review session: archive and clean (default), keep it active, or export it",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			n := 0
			for _, set := range []bool{opts.Archive, opts.Keep, opts.Export != ""} {
				if set {
					n++
				}
			}
			if n > 1 {
				return &cmdutil.UsageError{Msg: "--archive, --keep and --export are alternatives: give one"}
			}
			if cmd.Flags().Changed("export") && opts.Export == "" {
				return &cmdutil.UsageError{Msg: "--export names the file to write"}
			}
			return Run(cmd.Context(), opts)
		},
	}
	cmd.Flags().BoolVar(&opts.Archive, "archive", false, "pack the session into .code-review/sessions/<id>/<id>.tar.gz and remove its working files (the default)")
	cmd.Flags().BoolVar(&opts.Keep, "keep", false, "keep the session active for follow-up work (resume continues it; lifecycle.keep_sessions does not prune it)")
	cmd.Flags().StringVar(&opts.Export, "export", "", "pack the session, its verdict and its report into `FILE` (.tar.gz), then clean up as --archive does")
	cmd.Flags().StringVar(&opts.Session, "session", "", "the session to close, by id (default: the latest)")
	return cmd
}

// Run closes the session.
func Run(ctx context.Context, opts *Options) error {
	f := opts.F
	root, err := f.Root(ctx)
	if err != nil {
		return err
	}
	st := &store.Store{Root: root}
	lock, err := st.Lock(ctx, "done", review.LockWait)
	if err != nil {
		return err
	}
	defer lock.Unlock()
	s, err := pick(st, opts.Session)
	if err != nil {
		return err
	}
	m := s.Meta
	switch {
	case m.Status == session.Running && !m.Dead():
		return &cmdutil.UsageError{Msg: fmt.Sprintf("session %s is still running (pid %d on %s): wait for it, or interrupt it first", m.ID, m.PID, m.Host)}
	case m.Closed != nil && m.Closed.Action != session.Kept:
		fmt.Fprintf(f.IO.Out, "Session %s is already closed (%s, %s).\n", m.ID, m.Closed.Action, m.Closed.Path)
		return nil
	}
	now := f.Now().UTC()
	switch {
	case opts.Keep:
		if err := s.Close(session.Kept, "", "", nil, now); err != nil {
			return err
		}
		fmt.Fprintf(f.IO.Out, "Session %s kept active: `teamreview resume` continues it, and lifecycle.keep_sessions will not remove it.\n", m.ID)
		return nil
	case opts.Export != "":
		return export(f, st, s, opts.Export, now)
	}
	rel := mustRel(root, s.ArchiveName())
	if err := s.Close(session.Archived, s.ArchiveName(), filepath.ToSlash(rel), nil, now); err != nil {
		return fmt.Errorf("%w; the session stays active", err)
	}
	fmt.Fprintf(f.IO.Out, "Session %s archived to %s; its working files were removed.\n", m.ID, f.Display(root, rel))
	return nil
}

func export(f *cmdutil.Factory, st *store.Store, s *session.Session, file string, now time.Time) error {
	dir, err := f.Dir()
	if err != nil {
		return err
	}
	if !filepath.IsAbs(file) {
		file = filepath.Join(dir, file)
	}
	extra, err := deliverables(st, s.Meta.ReviewID)
	if err != nil {
		return err
	}
	shown := mustRel(dir, file) // relative below here, else the absolute path asked for
	if err := s.Close(session.Exported, file, filepath.ToSlash(mustRel(st.Root, file)), extra, now); err != nil {
		return fmt.Errorf("%w; the session stays active", err)
	}
	names := make([]string, 0, len(extra))
	for n := range extra {
		names = append(names, n)
	}
	slices.Sort(names)
	fmt.Fprintf(f.IO.Out, "Session %s exported to %s (the session record", s.Meta.ID, shown)
	for _, n := range names {
		fmt.Fprintf(f.IO.Out, ", %s", n)
	}
	fmt.Fprintln(f.IO.Out, "); its working files were removed.")
	return nil
}

// deliverables are the session's review verdict (the current one, or its
// archive) and its markdown report, by the names they get in an export.
func deliverables(st *store.Store, reviewID string) (map[string][]byte, error) {
	out := map[string][]byte{}
	r, raw, err := st.Latest()
	if err == nil && r.ReviewID == reviewID {
		out[store.LatestFile] = raw
	} else if data, err := os.ReadFile(st.Path("review-" + reviewID + ".json")); err == nil {
		out["review-"+reviewID+".json"] = data
		r = nil
	} else {
		r = nil
	}
	if r != nil && r.ReportPath != "" {
		data, err := os.ReadFile(filepath.Join(st.Root, filepath.FromSlash(r.ReportPath)))
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
		if err == nil {
			out[filepath.Base(r.ReportPath)] = data
		}
	}
	return out, nil
}

func pick(st *store.Store, id string) (*session.Session, error) {
	var s *session.Session
	var err error
	if id == "" {
		s, err = session.Latest(st.Path(""))
	} else {
		s, err = session.Open(filepath.Join(st.Path(""), session.Dir, filepath.Base(id)))
	}
	if errors.Is(err, fs.ErrNotExist) {
		return nil, &cmdutil.UsageError{Msg: "no review session to close: run `teamreview review`"}
	}
	return s, err
}

func mustRel(base, p string) string {
	if rel, err := filepath.Rel(base, p); err == nil && filepath.IsLocal(rel) {
		return rel
	}
	return p
}
