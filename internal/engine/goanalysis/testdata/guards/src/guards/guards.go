// Package guards holds integer conversions and indexes that a comparison
// keeps in range (no diagnostic) beside unguarded twins (a diagnostic).
package guards

import "math"

type S struct {
	B []byte
	N []uint64
}

// A length checked, then evaluated again.

func lenChecked(b []byte) uint32 {
	if len(b) > math.MaxUint32 {
		return 0
	}
	return uint32(len(b))
}

func lenUnchecked(b []byte) uint32 {
	return uint32(len(b)) // want `G115`
}

func lenCheckedTooLoosely(b []byte) uint16 {
	if len(b) > math.MaxUint32 {
		return 0
	}
	return uint16(len(b)) // want `G115`
}

func mapLenChecked(m map[string]int) int32 {
	if len(m) > math.MaxInt32 {
		panic("too many")
	}
	return int32(len(m))
}

// A field or element read twice, with nothing that could write between.

func fieldLenChecked(s *S) uint32 {
	if len(s.B) > math.MaxUint32 {
		return 0
	}
	return uint32(len(s.B))
}

func fieldLenWrittenBetween(s *S, more []byte) uint32 {
	if len(s.B) > math.MaxUint32 {
		return 0
	}
	s.B = append(s.B, more...)
	return uint32(len(s.B)) // want `G115`
}

func fieldLenCallBetween(s *S, grow func(*S)) uint32 {
	if len(s.B) > math.MaxUint32 {
		return 0
	}
	grow(s)
	return uint32(len(s.B)) // want `G115`
}

func elementChecked(s *S) uint32 {
	if s.N[0] > math.MaxUint32 {
		return 0
	}
	return uint32(s.N[0])
}

func elementCheckedOtherIndex(s *S) uint32 {
	if s.N[0] > math.MaxUint32 {
		return 0
	}
	return uint32(s.N[1]) // want `G115`
}

// A guard on one path only.

func checkedOnOnePath(b []byte, strict bool) uint32 {
	if strict {
		if len(b) > math.MaxUint32 {
			return 0
		}
	}
	return uint32(len(b)) // want `G115`
}

func checkedOnBothPaths(b []byte, strict bool) uint32 {
	if strict {
		if len(b) > math.MaxUint32 {
			return 0
		}
	} else if len(b) >= 1<<32 {
		return 1
	}
	return uint32(len(b))
}

// A rune from ranging over a string is a code point, never negative.

func asciiBytes(s string) []byte {
	var out []byte
	for _, r := range s {
		if r > 127 {
			out = append(out, '?')
		} else {
			out = append(out, byte(r))
		}
	}
	return out
}

func runeBytes(s string) []byte {
	var out []byte
	for _, r := range s {
		out = append(out, byte(r)) // want `G115`
	}
	return out
}

func runeParam(r rune) byte {
	if r > 127 {
		return '?'
	}
	return byte(r) // want `G115`
}

// Indexes into an array within a loop that runs past its end.

func fill() [4]int {
	var a [4]int
	for j := 0; j < 8; j++ {
		if j < len(a) {
			a[j] = j
		}
	}
	return a
}

func fillUntilFull() [4]int {
	var a [4]int
	s := a[:]
	for j := 0; j < 8; j++ {
		if j >= len(s) {
			break
		}
		s[j] = j
	}
	return a
}

func fillUnchecked() [4]int {
	var a [4]int
	for j := 0; j < 8; j++ {
		a[j] = j // want `G602`
	}
	return a
}

func fillOffByOne() [4]int {
	var a [4]int
	for j := 0; j < 8; j++ {
		if j <= len(a) {
			a[j] = j // want `G602`
		}
	}
	return a
}

func fillCheckedOnOnePath(all bool) [4]int {
	var a [4]int
	for j := 0; j < 8; j++ {
		if all || j < len(a) {
			a[j] = j // want `G602`
		}
	}
	return a
}

// A map's length changes when it is written.

func mapLenWrittenBetween(m map[string]int, k string) int32 {
	if len(m) > math.MaxInt32 {
		panic("too many")
	}
	m[k] = 1
	return int32(len(m)) // want `G115`
}

// A helper takes what its callers pass: only its package calls it.

func clampInt8(n int) int8 {
	if n > math.MaxInt8 {
		return math.MaxInt8
	}
	return int8(n)
}

func handlers(b []byte) int8 { return clampInt8(len(b)) }

func clampUint16(n int) uint16 {
	if n > math.MaxUint16 {
		return math.MaxUint16
	}
	return uint16(n) // want `G115`
}

func difference(a, b int) uint16 { return clampUint16(a - b) }

// ClampInt8 is exported: callers elsewhere may pass anything.
func ClampInt8(n int) int8 {
	if n > math.MaxInt8 {
		return math.MaxInt8
	}
	return int8(n) // want `G115`
}

func handlersExported(b []byte) int8 { return ClampInt8(len(b)) }

func clampStored(n int) int8 {
	if n > math.MaxInt8 {
		return math.MaxInt8
	}
	return int8(n) // want `G115`
}

func handlersStored(b []byte) int8 { return clampStored(len(b)) }

var clamp = clampStored
