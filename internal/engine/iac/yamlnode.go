package iac

import (
	"regexp"
	"strings"

	yaml "go.yaml.in/yaml/v4"
)

// The helpers of the checks that read a configuration file as a YAML tree
// (CloudFormation, IAM policies, JSON configuration, appsettings.json).

// get returns the value of key in a mapping node, or nil.
func get(n *yaml.Node, key string) *yaml.Node {
	if n == nil || n.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == key {
			return n.Content[i+1]
		}
	}
	return nil
}

// getPath follows keys through nested mappings.
func getPath(n *yaml.Node, keys ...string) *yaml.Node {
	for _, k := range keys {
		n = get(n, k)
	}
	return n
}

// scalar is a plain or quoted scalar's value; "" for anything else, and for
// an intrinsic function (!Ref, !If, {"Ref": ...}) whose value is not known.
func scalar(n *yaml.Node) string {
	if n == nil || n.Kind != yaml.ScalarNode || strings.HasPrefix(n.Tag, "!") && !strings.HasPrefix(n.Tag, "!!") {
		return ""
	}
	return n.Value
}

func isFalse(n *yaml.Node) bool { return strings.EqualFold(scalar(n), "false") }
func isTrue(n *yaml.Node) bool  { return strings.EqualFold(scalar(n), "true") }

// lastLine is the last line a node's text reaches.
func lastLine(n *yaml.Node) int {
	l := n.Line
	for _, c := range n.Content {
		if e := lastLine(c); e > l {
			l = e
		}
	}
	return l
}

// values lists a scalar, or the scalars of a sequence.
func values(n *yaml.Node) []*yaml.Node {
	if n == nil {
		return nil
	}
	if n.Kind == yaml.SequenceNode {
		return n.Content
	}
	return []*yaml.Node{n}
}

// placeholder is a value that stands for a secret someone fills in later.
var placeholder = regexp.MustCompile(`(?i)^(changeme|change_me|replace_?me|<[^>]*>|x+|\*+|true|false)$`)

// mappings calls f on every mapping under n.
func mappings(n *yaml.Node, f func(*yaml.Node)) {
	if n == nil {
		return
	}
	if n.Kind == yaml.MappingNode {
		f(n)
	}
	for _, ch := range n.Content {
		mappings(ch, f)
	}
}
