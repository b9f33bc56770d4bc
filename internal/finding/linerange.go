package finding

import (
	"fmt"
	"strconv"
	"strings"
)

// LineRange is an inclusive range of 1-based lines. The zero value means the
// finding is about the whole file.
type LineRange struct {
	Start, End int
}

// Lines returns the range start..end, normalizing a missing or reversed end.
func Lines(start, end int) LineRange {
	if end < start {
		end = start
	}
	return LineRange{Start: start, End: end}
}

func (r LineRange) IsZero() bool { return r.Start <= 0 }

// String renders "42" or "42-58", or "" for the whole file.
func (r LineRange) String() string {
	switch {
	case r.IsZero():
		return ""
	case r.End <= r.Start:
		return strconv.Itoa(r.Start)
	default:
		return fmt.Sprintf("%d-%d", r.Start, r.End)
	}
}

// Overlaps reports whether two ranges share a line, after widening o by ctx
// lines on each side.
func (r LineRange) Overlaps(o LineRange, ctx int) bool {
	if r.IsZero() || o.IsZero() {
		return false
	}
	end := r.End
	if end < r.Start {
		end = r.Start
	}
	oend := o.End
	if oend < o.Start {
		oend = o.Start
	}
	return r.Start <= oend+ctx && o.Start-ctx <= end
}

func (r LineRange) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

func (r *LineRange) UnmarshalText(b []byte) error {
	lr, err := ParseLineRange(string(b))
	if err != nil {
		return err
	}
	*r = lr
	return nil
}

// ParseLineRange reads "42" or "42-58"; "" is the whole file.
func ParseLineRange(s string) (LineRange, error) {
	if s == "" {
		return LineRange{}, nil
	}
	a, b, isRange := strings.Cut(s, "-")
	start, err := strconv.Atoi(a)
	if err != nil || start < 1 {
		return LineRange{}, fmt.Errorf("bad line range %q", s)
	}
	end := start
	if isRange {
		end, err = strconv.Atoi(b)
		if err != nil || end < start {
			return LineRange{}, fmt.Errorf("bad line range %q", s)
		}
	}
	return LineRange{Start: start, End: end}, nil
}
