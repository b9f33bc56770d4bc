package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/gofrs/flock"

	"github.com/teamreview/teamreview/internal/atomicfile"
)

// Holder describes the process holding the lock.
type Holder struct {
	PID     int       `json:"pid"`
	Host    string    `json:"host"`
	Start   time.Time `json:"start"`
	Command string    `json:"command"`
}

// BusyError means another teamreview process holds the lock.
type BusyError struct{ Holder *Holder }

func (e *BusyError) Error() string {
	if e.Holder == nil {
		return "another review is running in this directory"
	}
	return fmt.Sprintf("another review is running (pid %d on %s, %s, since %s)",
		e.Holder.PID, e.Holder.Host, e.Holder.Command, e.Holder.Start.Format(time.RFC3339))
}

// Lock is a held lock on the store.
type Lock struct {
	fl *flock.Flock
	s  *Store
	// Stale describes a lock the previous holder left behind when it died,
	// which this lock replaced; nil otherwise.
	Stale *Holder
	// releaseTmp gives the process's TMPDIR back (UseProcTmp).
	releaseTmp func()
}

// Lock takes the store's lock, waiting up to wait for another holder. The
// operating system releases a dead process's lock, so what a crash leaves
// behind is only the holder record, reported back as Stale.
func (s *Store) Lock(ctx context.Context, command string, wait time.Duration) (*Lock, error) {
	if err := CheckDir(s.Root, Dir, true); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(s.Path(""), 0o755); err != nil {
		return nil, fmt.Errorf("creating %s: %w", Dir, err)
	}
	fl := flock.New(s.Path(lockFile))
	ctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	ok, err := fl.TryLockContext(ctx, 50*time.Millisecond)
	if !ok {
		if err != nil && !errors.Is(err, context.DeadlineExceeded) && !errors.Is(err, context.Canceled) {
			return nil, fmt.Errorf("locking %s: %w", s.Rel(lockFile), err)
		}
		return nil, &BusyError{s.readHolder()}
	}
	l := &Lock{fl: fl, s: s, Stale: s.readHolder()}
	host, _ := os.Hostname()
	data, _ := json.Marshal(Holder{PID: os.Getpid(), Host: host, Start: time.Now().UTC().Truncate(time.Second), Command: command})
	if err := atomicfile.Write(s.Path(lockInfo), data, 0o644); err != nil {
		fl.Unlock()
		return nil, err
	}
	// What runs under the lock (go list, go build, linters, the model and
	// verify commands, and this process) keeps its temporary files in the
	// store, never in the shared system temporary directory.
	if l.releaseTmp, err = s.UseProcTmp(); err != nil {
		l.Unlock()
		return nil, fmt.Errorf("creating %s: %w", s.Rel(TmpDir), err)
	}
	return l, nil
}

func (s *Store) readHolder() *Holder {
	data, err := os.ReadFile(s.Path(lockInfo))
	if err != nil {
		return nil
	}
	var h Holder
	if json.Unmarshal(data, &h) != nil {
		return nil
	}
	return &h
}

// Unlock releases the lock and removes the holder record.
func (l *Lock) Unlock() error {
	if l.releaseTmp != nil {
		l.releaseTmp()
	}
	err := os.Remove(l.s.Path(lockInfo))
	if uerr := l.fl.Unlock(); err == nil || errors.Is(err, os.ErrNotExist) {
		err = uerr
	}
	return err
}
