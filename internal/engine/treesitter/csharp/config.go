package csharp

import (
	"strings"

	"github.com/teamreview/teamreview/internal/engine/syntax"
)

var unsafeFormatters = set("BinaryFormatter", "NetDataContractSerializer", "SoapFormatter", "LosFormatter", "ObjectStateFormatter")

// config reports the deserializers and XML parser settings that are unsafe
// whatever data reaches them.
func (c *checker) config() {
	c.tree.Root.Walk(func(n *syntax.Node) bool {
		switch n.Kind {
		case "object_creation_expression":
			t := c.text(n.Child("type"))
			if i := strings.LastIndexByte(t, '.'); i >= 0 {
				t = t[i+1:]
			}
			switch {
			case unsafeFormatters[t]:
				c.report(ruleDeser, n, "%s: the data picks the types it instantiates, which leads to code execution", t)
			case t == "JavaScriptSerializer" && strings.Contains(c.text(n.Child("arguments")), "TypeResolver"):
				c.report(ruleDeser, n, "JavaScriptSerializer with a type resolver: the data picks the types it instantiates")
			}
		case "member_access_expression":
			k, v := c.text(n.Child("expression")), c.text(n.Child("name"))
			switch {
			case strings.HasSuffix(k, "TypeNameHandling") && (v == "All" || v == "Auto" || v == "Objects" || v == "Arrays"):
				c.report(ruleDeser, n, "TypeNameHandling.%s: the JSON picks the .NET types Newtonsoft.Json instantiates", v)
			case strings.HasSuffix(k, "DtdProcessing") && v == "Parse":
				c.report(ruleXXE, n, "DtdProcessing.Parse: the XML reader processes DTDs and external entities")
			}
		case "assignment_expression":
			l := n.Child("left")
			name := c.text(l)
			if l != nil && l.Kind == "member_access_expression" {
				name = c.text(l.Child("name"))
			}
			r := c.text(n.Child("right"))
			switch {
			case name == "XmlResolver" && strings.Contains(r, "XmlUrlResolver"):
				c.report(ruleXXE, n, "XmlResolver = new XmlUrlResolver(): the parser fetches external entities")
			case name == "ProhibitDtd" && r == "false":
				c.report(ruleXXE, n, "ProhibitDtd = false: the XML reader processes DTDs and external entities")
			}
		}
		return true
	})
}
