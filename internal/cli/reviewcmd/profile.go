package reviewcmd

import (
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"

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
	cmd.Flags().StringVar(&p.mem, "memprofile", "", "write a pprof heap profile (allocations and what is live at the end) to this file")
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
	if p.mem != "" {
		runtime.MemProfileRate = 64 << 10 // finer than the default, for a short run
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
		f, err := os.Create(p.mem)
		if err != nil {
			return fmt.Errorf("--memprofile: %w", err)
		}
		if err := pprof.Lookup("allocs").WriteTo(f, 0); err != nil {
			f.Close()
			return fmt.Errorf("--memprofile: %w", err)
		}
		return f.Close()
	}, nil
}
