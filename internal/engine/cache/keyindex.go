package cache

import "encoding/binary"

// keyIndex finds keys in a slice of memo keys: an open-addressing table
// of positions in the slice (plus one; 0 is an empty slot), probed
// linearly from the key's first eight bytes (a sha256: uniform already).
// It holds a memo of 131,072 keys in 1 MiB and is built in a millisecond,
// where a Go map of them took 6 MiB and 8 ms: a command that looks up one
// file pays for the whole memo. Positions are only added; a caller that
// drops keys from the front of its slice (Memo's head) skips positions
// before it, and rebuilds the index when it moves the slice.
type keyIndex struct {
	slots []uint32
	n     int
}

// reset empties the index and sizes it for n keys.
func (ix *keyIndex) reset(n int) {
	size := 16
	for size < 2*n {
		size *= 2
	}
	ix.slots, ix.n = make([]uint32, size), 0
}

// find returns the position of k in keys at or after from, if the index
// has one.
func (ix *keyIndex) find(keys []MemoKey, from int, k *MemoKey) (int, bool) {
	if len(ix.slots) == 0 {
		return 0, false
	}
	mask := uint64(len(ix.slots) - 1)
	for i := binary.LittleEndian.Uint64(k[:8]) & mask; ; i = (i + 1) & mask {
		p := ix.slots[i]
		if p == 0 {
			return 0, false
		}
		if pos := int(p - 1); pos >= from && keys[pos] == *k {
			return pos, true
		}
	}
}

// add indexes keys[pos].
func (ix *keyIndex) add(keys []MemoKey, pos int) {
	if 2*(ix.n+1) > len(ix.slots) {
		ix.reset(2 * (ix.n + 1))
		for p := range pos {
			ix.put(keys, p)
		}
	}
	ix.put(keys, pos)
}

func (ix *keyIndex) put(keys []MemoKey, pos int) {
	mask := uint64(len(ix.slots) - 1)
	i := binary.LittleEndian.Uint64(keys[pos][:8]) & mask
	for ix.slots[i] != 0 {
		i = (i + 1) & mask
	}
	ix.slots[i] = uint32(pos + 1)
	ix.n++
}
