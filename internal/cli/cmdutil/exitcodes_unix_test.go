//go:build unix

package cmdutil

import (
	"context"
	"os/signal"
	"syscall"
	"testing"
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
