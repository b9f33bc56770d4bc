package gitx

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Blob is one answer of Blobs.
type Blob struct {
	Missing bool  // the spec names no blob
	Size    int64 // the blob's size in bytes
	Data    []byte
}

// Blobs reads many blobs with one git process: each spec is "rev:path", or
// ":path" for the index. Data is nil when the blob is missing or larger
// than max bytes (max <= 0 means no limit). Filters and textconv are not
// applied. Answers are in the order of specs.
func (g *Git) Blobs(ctx context.Context, specs []string, max int64) ([]Blob, error) {
	blobs := make([]Blob, len(specs))
	var batch []int // indexes of specs cat-file --batch can take
	for i, s := range specs {
		if !strings.ContainsAny(s, "\n\r") {
			batch = append(batch, i)
			continue
		}
		// A line-oriented batch cannot carry a newline in a path.
		out, err := g.Run(ctx, "cat-file", "blob", s)
		switch {
		case exitCode(err) == 128:
			blobs[i].Missing = true
		case err != nil:
			return nil, err
		default:
			blobs[i].Size = int64(len(out))
			if max <= 0 || blobs[i].Size <= max {
				blobs[i].Data = out
			}
		}
	}
	if len(batch) == 0 {
		return blobs, nil
	}
	if err := g.batch(ctx, specs, batch, blobs, max); err != nil {
		return nil, err
	}
	return blobs, nil
}

func (g *Git) batch(ctx context.Context, specs []string, idx []int, blobs []Blob, max int64) error {
	args := []string{"cat-file", "--batch"}
	fail := func(err error) error { return &Error{Args: args, Err: err} }
	cmd := g.command(ctx, args)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return fail(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return fail(err)
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		return fail(err)
	}
	go func() {
		w := bufio.NewWriter(stdin)
		for _, i := range idx {
			w.WriteString(specs[i])
			w.WriteByte('\n')
		}
		w.Flush()
		stdin.Close()
	}()
	readErr := readBatch(bufio.NewReader(stdout), idx, blobs, max)
	if readErr != nil {
		io.Copy(io.Discard, stdout) // let git finish writing before Wait
	}
	waitErr := cmd.Wait()
	if waitErr != nil {
		return &Error{Args: args, Stderr: firstLine(stderr.String()), Err: waitErr}
	}
	if readErr != nil {
		return fail(readErr)
	}
	return nil
}

// readBatch reads cat-file --batch answers: "<oid> <type> <size>\n<data>\n",
// or "<spec> missing\n" (also "ambiguous").
func readBatch(r *bufio.Reader, idx []int, blobs []Blob, max int64) error {
	for _, i := range idx {
		line, err := r.ReadString('\n')
		if err != nil {
			return fmt.Errorf("reading answer %d: %w", i, err)
		}
		line = strings.TrimSuffix(line, "\n")
		if strings.HasSuffix(line, " missing") || strings.HasSuffix(line, " ambiguous") {
			blobs[i].Missing = true
			continue
		}
		f := strings.Fields(line)
		if len(f) != 3 {
			return fmt.Errorf("unexpected answer %q", line)
		}
		size, err := strconv.ParseInt(f[2], 10, 64)
		if err != nil {
			return fmt.Errorf("unexpected answer %q", line)
		}
		if f[1] != "blob" {
			blobs[i].Missing = true
		}
		blobs[i].Size = size
		if blobs[i].Missing || (max > 0 && size > max) {
			if _, err := io.CopyN(io.Discard, r, size); err != nil {
				return err
			}
		} else {
			data := make([]byte, size)
			if _, err := io.ReadFull(r, data); err != nil {
				return err
			}
			blobs[i].Data = data
		}
		if b, err := r.ReadByte(); err != nil || b != '\n' {
			return errors.New("answer not terminated by a newline")
		}
	}
	return nil
}

// BlobReader streams one blob ("rev:path", or ":path" for the index)
// without holding it in memory: for files too large to load. Close waits
// for git and reports its failure.
func (g *Git) BlobReader(ctx context.Context, spec string) (io.ReadCloser, error) {
	args := []string{"cat-file", "blob", spec}
	cmd := g.command(ctx, args)
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, &Error{Args: args, Err: err}
	}
	if err := cmd.Start(); err != nil {
		return nil, &Error{Args: args, Err: err}
	}
	return &blobReader{ReadCloser: out, cmd: cmd, args: args}, nil
}

type blobReader struct {
	io.ReadCloser
	cmd  interface{ Wait() error }
	args []string
}

func (r *blobReader) Close() error {
	// Drain so git is not killed by a closed pipe mid-write.
	_, _ = io.Copy(io.Discard, r.ReadCloser)
	if err := r.cmd.Wait(); err != nil {
		return &Error{Args: r.args, Err: err}
	}
	return nil
}
