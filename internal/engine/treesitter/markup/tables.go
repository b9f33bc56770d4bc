package markup

import (
	"slices"
	"strconv"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// cell is one cell of a table's grid.
type cell struct {
	el                 *Element
	row, col, w, h     int
	header, headersSet bool
	headers            []string
}

// checkTableHeaders: every header cell of a table heads some cell (ACT
// d0f69e, WCAG 1.3.1). A cell is assigned to a header above it in its
// columns or before it in its rows, as the HTML table model scans, unless
// its headers attribute names its headers itself; header cells count as
// cells (a corner header heads the row headers below it). A table whose
// rows the file does not all show (a loop, a component, an empty body a
// script fills) is left alone.
func checkTableHeaders(p *analysis.Pass, d *Doc) {
	for _, t := range d.All {
		if r := t.Role(); r != "table" && r != "grid" && r != "treegrid" || t.Component || t.Hidden() {
			continue
		}
		cells, ok := tableGrid(t)
		if !ok {
			continue
		}
		data := 0
		for _, c := range cells {
			if !c.header {
				data++
			}
		}
		if data == 0 {
			continue
		}
		for _, h := range cells {
			if !h.header || h.el.Hidden() {
				continue
			}
			if !assigned(h, cells) {
				report(p, ruleHeaderCells, h.el, "%s heads no cell of its table", tagText(p, h.el))
			}
		}
	}
}

func assigned(h *cell, cells []*cell) bool {
	id, _ := h.el.Value("id")
	scope := attrValue(h.el, "scope")
	explicit, _ := h.el.explicitRole()
	colDir := scope != "row" && scope != "rowgroup" && explicit != "rowheader"
	rowDir := scope != "col" && scope != "colgroup" && explicit != "columnheader"
	for _, c := range cells {
		if c == h || c.el.Hidden() {
			continue
		}
		if c.headersSet {
			if id != "" && slices.Contains(c.headers, id) {
				return true
			}
			continue
		}
		if colDir && c.row > h.row && c.col < h.col+h.w && h.col < c.col+c.w {
			return true
		}
		if rowDir && c.col > h.col && c.row < h.row+h.h && h.row < c.row+c.h {
			return true
		}
	}
	return false
}

// tableGrid lays a table's cells out on its grid; ok is false when the
// file does not show all of them.
func tableGrid(t *Element) ([]*cell, bool) {
	var rows []*Element
	ok := true
	var collect func(x *Element)
	collect = func(x *Element) {
		for _, it := range x.Content {
			switch {
			case !ok:
				return
			case it.Dynamic:
				ok = false
			case it.El == nil:
			case it.El.Component || it.El.Spread || it.El.Unknown("role") || it.El.structural():
				ok = false
			case it.El.Hidden():
			case it.El.Role() == "row":
				rows = append(rows, it.El)
			case it.El.Tag == "table" || it.El.Tag == "caption":
			default:
				collect(it.El)
			}
		}
	}
	collect(t)
	if !ok || len(rows) == 0 {
		return nil, false
	}
	var cells []*cell
	taken := map[[2]int]bool{}
	for r, row := range rows {
		col := 0
		var rowCells []*Element
		var gather func(x *Element) bool
		gather = func(x *Element) bool {
			for _, it := range x.Content {
				switch {
				case it.Dynamic:
					return false
				case it.El == nil:
				case it.El.Component || it.El.Spread || it.El.Unknown("role") || it.El.structural():
					return false
				case isCellRole(it.El.Role()):
					rowCells = append(rowCells, it.El)
				case transparent(it.El):
					if !gather(it.El) {
						return false
					}
				}
			}
			return true
		}
		if !gather(row) {
			return nil, false
		}
		for _, el := range rowCells {
			for taken[[2]int{r, col}] {
				col++
			}
			w, h := span(el, "colspan", 1000), span(el, "rowspan", 65534)
			if h == 0 {
				h = len(rows) - r
			}
			c := &cell{el: el, row: r, col: col, w: w, h: h}
			role := el.Role()
			c.header = role == "columnheader" || role == "rowheader"
			if v, ok := el.Value("headers"); ok && el.Has("headers") {
				c.headersSet, c.headers = true, strings.Fields(v)
			} else if el.Unknown("headers") {
				return nil, false
			}
			for i := r; i < r+h && i < len(rows); i++ {
				for j := col; j < col+w; j++ {
					taken[[2]int{i, j}] = true
				}
			}
			cells = append(cells, c)
			col += w
		}
	}
	return cells, true
}

func isCellRole(r string) bool {
	return r == "cell" || r == "gridcell" || r == "columnheader" || r == "rowheader"
}

// span reads colspan or rowspan as the HTML table model does: a missing
// or invalid value is 1, rowspan 0 spans to the end of the group.
func span(e *Element, attr string, max int) int {
	if e.Tag != "td" && e.Tag != "th" {
		return 1
	}
	v, ok := e.Value(attr)
	if !ok {
		return 1
	}
	n, err := strconv.Atoi(strings.TrimSpace(v))
	switch {
	case err != nil || n < 0 || (n == 0 && attr == "colspan"):
		return 1
	case n > max:
		return max
	}
	return n
}

// structural reports a template directive that repeats the element or
// renders it on a condition (attribute rows of shape structural: Vue's
// v-for and v-if, Angular's *ngFor, Alpine's x-for): how many of it the
// page holds is not in the file.
func (e *Element) structural() bool {
	return e.doc.dialect().any(e, "structural")
}
