//go:build cgo

package syntax

/*
#include <stdbool.h>
#include <stdint.h>

// The parts of tree-sitter's C API (api.h of the version go.mod pins for
// github.com/smacker/go-tree-sitter, whose objects define them) that the
// walk uses; TestWalkMatchesCursor compares its tree with one copied
// through the Go binding, node by node.
typedef uint16_t TSSymbol;
typedef uint16_t TSFieldId;
typedef struct TSTree TSTree;
typedef struct TSPoint { uint32_t row; uint32_t column; } TSPoint;
typedef struct TSNode { uint32_t context[4]; const void *id; const TSTree *tree; } TSNode;
typedef struct TSTreeCursor { const void *tree; const void *id; uint32_t context[3]; } TSTreeCursor;

TSSymbol ts_node_symbol(TSNode self);
uint32_t ts_node_start_byte(TSNode self);
uint32_t ts_node_end_byte(TSNode self);
TSPoint ts_node_start_point(TSNode self);
TSPoint ts_node_end_point(TSNode self);
bool ts_node_is_named(TSNode self);
bool ts_node_is_missing(TSNode self);
uint32_t ts_node_descendant_count(TSNode self);
TSTreeCursor ts_tree_cursor_new(TSNode node);
void ts_tree_cursor_delete(TSTreeCursor *self);
TSNode ts_tree_cursor_current_node(const TSTreeCursor *self);
TSFieldId ts_tree_cursor_current_field_id(const TSTreeCursor *self);
bool ts_tree_cursor_goto_parent(TSTreeCursor *self);
bool ts_tree_cursor_goto_next_sibling(TSTreeCursor *self);
bool ts_tree_cursor_goto_first_child(TSTreeCursor *self);

typedef struct {
	uint32_t start, end, start_row, start_col, end_row;
	int32_t parent; // the index of the parent's record, -1 for the root
	TSSymbol symbol;
	TSFieldId field;
	uint8_t named, missing;
} tr_node;

// tr_walk writes the records of the nodes under root, root first, in the
// order a cursor visits them (the order of the source), into out, and
// returns how many there are; cap + 1 if there are more than cap.
static size_t tr_walk(TSNode root, tr_node *out, size_t cap) {
	TSTreeCursor cur = ts_tree_cursor_new(root);
	size_t n = 0;
	int32_t parent = -1; // the record of the current node's parent
	for (;;) {
		if (n == cap) {
			ts_tree_cursor_delete(&cur);
			return cap + 1;
		}
		TSNode sn = ts_tree_cursor_current_node(&cur);
		TSPoint sp = ts_node_start_point(sn), ep = ts_node_end_point(sn);
		tr_node *r = &out[n];
		r->start = ts_node_start_byte(sn);
		r->end = ts_node_end_byte(sn);
		r->start_row = sp.row;
		r->start_col = sp.column;
		r->end_row = ep.row;
		r->parent = parent;
		r->symbol = ts_node_symbol(sn);
		r->field = ts_tree_cursor_current_field_id(&cur);
		r->named = ts_node_is_named(sn);
		r->missing = ts_node_is_missing(sn);
		int32_t self = (int32_t)n++;
		if (ts_tree_cursor_goto_first_child(&cur)) {
			parent = self;
			continue;
		}
		while (!ts_tree_cursor_goto_next_sibling(&cur)) {
			if (!ts_tree_cursor_goto_parent(&cur)) {
				ts_tree_cursor_delete(&cur);
				return n;
			}
			parent = out[parent].parent;
		}
	}
}
*/
import "C"

import (
	"unsafe"

	sitter "github.com/smacker/go-tree-sitter"
)

// walk builds the Go tree of st in one call into C, which writes a record
// of each node (tr_walk), where a walk with the binding's cursor made some
// ten calls into C a node and kept every node in a map: that was 3.9 of a
// cold review's 28 CPU-seconds on the OWASP Java files. The nodes share
// one allocation, and their children another.
func (t *Tree) walk(g *grammar, st *sitter.Tree) *Node {
	// A sitter.Node is its C TSNode, then the tree it belongs to.
	root := *(*C.TSNode)(unsafe.Pointer(st.RootNode()))
	size := max(1, int(C.ts_node_descendant_count(root)))
	var recs []C.tr_node
	for {
		recs = make([]C.tr_node, size)
		n := int(C.tr_walk(root, &recs[0], C.size_t(size)))
		if n <= size {
			recs = recs[:n]
			break
		}
		size *= 2
	}
	nodes := make([]Node, len(recs))
	kids := make([]int, len(recs))
	for _, r := range recs[1:] {
		kids[r.parent]++
	}
	children := make([]*Node, len(recs)-1)
	off := 0
	for i, r := range recs {
		n := &nodes[i]
		*n = Node{
			Kind: g.symbolName(uint16(r.symbol)), Named: r.named != 0, Field: g.fieldName(uint16(r.field)),
			Start: uint32(r.start), End: uint32(r.end),
			Line: int(r.start_row) + 1, EndLine: int(r.end_row) + 1, Col: int(r.start_col),
		}
		if k := kids[i]; k > 0 {
			n.Children = children[off : off : off+k]
			off += k
		}
		if r.missing != 0 {
			n.Kind = "MISSING"
		}
		if g.leadingSpace && n.Kind != "string_content" && n.Kind != "comment" {
			t.skipSpace(n)
		}
		if n.IsError() {
			t.Errors = append(t.Errors, n)
		}
		if r.parent >= 0 {
			p := &nodes[r.parent]
			n.Parent = p
			n.Index = len(p.Children)
			p.Children = append(p.Children, n)
		}
	}
	return &nodes[0]
}
