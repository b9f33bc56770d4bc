package reviewcmd

import (
	"bytes"
	"fmt"
	"os"
	"runtime"
	"runtime/metrics"
	"runtime/pprof"
	"sync"
	"time"

	"github.com/spf13/cobra"
)

// profileFlags are the hidden --cpuprofile and --memprofile flags: pprof
// profiles of one review, for finding where its time and memory go
// (README, "Performance").
type profileFlags struct {
	cpu, mem string
}

func addProfileFlags(cmd *cobra.Command, p *profileFlags) {
	cmd.Flags().StringVar(&p.cpu, "cpuprofile", "", "write a pprof CPU profile of the review to this file")
	cmd.Flags().StringVar(&p.mem, "memprofile", "", "write a pprof heap profile (allocations, and what was live when the most was) to this file")
	_ = cmd.Flags().MarkHidden("cpuprofile")
	_ = cmd.Flags().MarkHidden("memprofile")
}

// start begins the CPU profile; stop ends it and writes the heap profile.
// A profile that cannot be written is a usage error before any work.
func (p *profileFlags) start() (stop func() error, err error) {
	var cpu *os.File
	if p.cpu != "" {
		if cpu, err = os.Create(p.cpu); err != nil {
			return nil, fmt.Errorf("--cpuprofile: %w", err)
		}
		if err := pprof.StartCPUProfile(cpu); err != nil {
			cpu.Close()
			return nil, fmt.Errorf("--cpuprofile: %w", err)
		}
	}
	var peak *peakHeap
	if p.mem != "" {
		runtime.MemProfileRate = 64 << 10 // finer than the default, for a short run
		peak = watchPeak()
	}
	return func() error {
		if cpu != nil {
			pprof.StopCPUProfile()
			if err := cpu.Close(); err != nil {
				return fmt.Errorf("--cpuprofile: %w", err)
			}
		}
		if p.mem == "" {
			return nil
		}
		if err := os.WriteFile(p.mem, peak.stop(), 0o644); err != nil {
			return fmt.Errorf("--memprofile: %w", err)
		}
		return nil
	}, nil
}

// peakHeap keeps the heap profile taken when the live heap was largest:
// the profile at the end of a review shows what is left, not what made
// its peak memory. The heap profile's in-use figures are those of the
// last garbage collection, so it is taken after one that found more live
// memory than any before.
type peakHeap struct {
	mu      sync.Mutex
	max     uint64
	profile []byte
	done    chan struct{}
	wg      sync.WaitGroup
}

func watchPeak() *peakHeap {
	p := &peakHeap{done: make(chan struct{})}
	p.wg.Go(func() {
		sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
		tick := time.NewTicker(20 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-p.done:
				return
			case <-tick.C:
			}
			metrics.Read(sample)
			if live := sample[0].Value.Uint64(); live > p.max+p.max/20 {
				p.snapshot(live)
			}
		}
	})
	return p
}

func (p *peakHeap) snapshot(live uint64) {
	var b bytes.Buffer
	if pprof.Lookup("heap").WriteTo(&b, 0) == nil {
		p.mu.Lock()
		p.max, p.profile = live, b.Bytes()
		p.mu.Unlock()
	}
}

// stop ends the watch and returns the peak's profile (the end's, if no
// peak was seen).
func (p *peakHeap) stop() []byte {
	close(p.done)
	p.wg.Wait()
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.profile == nil {
		var b bytes.Buffer
		_ = pprof.Lookup("heap").WriteTo(&b, 0)
		return b.Bytes()
	}
	return p.profile
}
