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
	// slots hold a key's bytes 8 to 12 (a tag, to pass over the other
	// keys in the slot's run without reading them) above its position
	// plus one; 0 is an empty slot.
	slots []uint64
	n     int
}

// reset empties the index and sizes it for n keys.
func (ix *keyIndex) reset(n int) {
	size := 16
	for size < 2*n {
		size *= 2
	}
	ix.slots, ix.n = make([]uint64, size), 0
}

func tag(k *MemoKey) uint64 { return uint64(binary.LittleEndian.Uint32(k[8:12])) << 32 }

// find returns the position of k in keys at or after from, if the index
// has one.
func (ix *keyIndex) find(keys []MemoKey, from int, k *MemoKey) (int, bool) {
	if len(ix.slots) == 0 {
		return 0, false
	}
	mask := uint64(len(ix.slots) - 1)
	t := tag(k)
	for i := binary.LittleEndian.Uint64(k[:8]) & mask; ; i = (i + 1) & mask {
		s := ix.slots[i]
		if s == 0 {
			return 0, false
		}
		if s&^0xffffffff != t {
			continue
		}
		if pos := int(s&0xffffffff) - 1; pos >= from && keys[pos] == *k {
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
	k := &keys[pos]
	i := binary.LittleEndian.Uint64(k[:8]) & mask
	for ix.slots[i] != 0 {
		i = (i + 1) & mask
	}
	ix.slots[i] = tag(k) | uint64(pos+1)
	ix.n++
}
