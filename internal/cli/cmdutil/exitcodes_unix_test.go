//go:build unix

package cmdutil

import (
	"bytes"
	"context"
	"io"
	"os/signal"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// The signal's name reaches the exit code through the context's cause.
func TestInterruptExit(t *testing.T) {
	for sig, want := range map[syscall.Signal]int{syscall.SIGINT: ExitInterrupted, syscall.SIGTERM: ExitTerminated} {
		ctx, stop := signal.NotifyContext(context.Background(), sig)
		if err := syscall.Kill(syscall.Getpid(), sig); err != nil {
			t.Fatal(err)
		}
		<-ctx.Done()
		stop()
		if got := InterruptExit(ctx); got != want {
			t.Errorf("%v: InterruptExit = %d, want %d (cause %v)", sig, got, want, context.Cause(ctx))
		}
	}
}

// syncBuffer is a bytes.Buffer safe to read while another goroutine writes.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// Ctrl-C at a question answers no at once, without waiting for Enter.
func TestConfirmInterrupted(t *testing.T) {
	in, w := io.Pipe() // nothing is ever typed
	defer w.Close()
	errOut := &syncBuffer{}
	f := &Factory{IO: &IOStreams{In: in, Out: io.Discard, ErrOut: errOut, StdinIsTerminal: true}}
	got := make(chan bool, 1)
	go func() { got <- f.Confirm("Proceed anyway?", false) }()
	// The question is printed once the interrupt is being listened for.
	for deadline := time.Now().Add(time.Minute); !strings.Contains(errOut.String(), "Proceed anyway?"); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the question was never asked")
		}
	}
	if err := syscall.Kill(syscall.Getpid(), syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	select {
	case yes := <-got:
		if yes {
			t.Error("an interrupted question was answered yes")
		}
	case <-time.After(time.Minute):
		t.Fatal("Confirm still waits for an answer after SIGINT")
	}
}
