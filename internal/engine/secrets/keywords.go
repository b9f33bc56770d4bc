package secrets

// keywordDFA finds every occurrence of a set of words in a text in one
// pass: an Aho-Corasick automaton made deterministic, over classes of
// bytes (those of no word are one class), so that its table is a few
// hundred kilobytes for gitleaks' keywords where a table of 256 entries a
// state is megabytes.
type keywordDFA struct {
	class  [256]uint16
	nclass int
	// delta[s*nclass+c] is the state after a byte of class c in state s.
	delta []int32
	// out[s] are the words that end where state s is reached.
	out [][]int
}

// newKeywordDFA makes the automaton of words, which are not empty.
func newKeywordDFA(words []string) *keywordDFA {
	k := &keywordDFA{nclass: 1}
	for _, w := range words {
		for i := 0; i < len(w); i++ {
			if k.class[w[i]] == 0 {
				k.class[w[i]] = uint16(k.nclass)
				k.nclass++
			}
		}
	}
	// The trie of words, as goto edges; state 0 is the root.
	type node struct {
		next map[uint16]int32
		out  []int
	}
	nodes := []node{{next: map[uint16]int32{}}}
	for i, w := range words {
		s := int32(0)
		for j := 0; j < len(w); j++ {
			c := k.class[w[j]]
			t, ok := nodes[s].next[c]
			if !ok {
				t = int32(len(nodes))
				nodes = append(nodes, node{next: map[uint16]int32{}})
				nodes[s].next[c] = t
			}
			s = t
		}
		nodes[s].out = append(nodes[s].out, i)
	}
	// Breadth first, each state's failure is known before its children's:
	// a state's moves are its goto edges, else its failure's moves.
	k.delta = make([]int32, len(nodes)*k.nclass)
	k.out = make([][]int, len(nodes))
	fail := make([]int32, len(nodes))
	queue := []int32{0}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		k.out[s] = nodes[s].out
		if s != 0 {
			k.out[s] = append(k.out[s], k.out[fail[s]]...)
		}
		for c := 0; c < k.nclass; c++ {
			// Class 0, bytes of no word, is never a goto edge.
			t, ok := nodes[s].next[uint16(c)]
			if !ok {
				if s != 0 {
					k.delta[int(s)*k.nclass+c] = k.delta[int(fail[s])*k.nclass+c]
				}
				continue
			}
			k.delta[int(s)*k.nclass+c] = t
			if s != 0 {
				fail[t] = k.delta[int(fail[s])*k.nclass+c]
			}
			queue = append(queue, t)
		}
	}
	return k
}

// walk calls found with the index of the byte each occurrence of a word in
// text ends at, in the order of the text, and the word's index.
func (k *keywordDFA) walk(text []byte, found func(end, word int)) {
	s := int32(0)
	n := k.nclass
	for i, b := range text {
		s = k.delta[int(s)*n+int(k.class[b])]
		for _, w := range k.out[s] {
			found(i, w)
		}
	}
}
