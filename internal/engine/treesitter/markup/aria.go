package markup

//go:generate go run ./internal/ariagen -o aria_table.go

// roleInfo is what WAI-ARIA 1.2 says about a role.
type roleInfo struct {
	Abstract, NameRequired, PresentationalChildren, NameFromContents bool
	// Props are the supported states and properties, global ones included.
	Props                map[string]bool
	Required, Prohibited []string
	// Context are the roles one of which must own an element of this role.
	Context []string
	// Owned are the alternatives of what the role must own, each a path of
	// roles ([group menuitem]: a menuitem, possibly in a group).
	Owned  [][]string
	Supers map[string]bool
}

// propInfo is a state or property's value type.
type propInfo struct {
	Type           string
	Values         []string
	AllowUndefined bool
}
