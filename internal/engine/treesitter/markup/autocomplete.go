package markup

import (
	"slices"
	"strings"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
)

// The HTML standard's autofill field names, by control group: the group
// says which input types a field may be on.
var autofillGroup = map[string]string{
	"name": "text", "honorific-prefix": "text", "given-name": "text", "additional-name": "text",
	"family-name": "text", "honorific-suffix": "text", "nickname": "text", "organization-title": "text",
	"username": "username", "new-password": "password", "current-password": "password",
	"one-time-code": "password", "organization": "text", "street-address": "multiline",
	"address-line1": "text", "address-line2": "text", "address-line3": "text", "address-level4": "text",
	"address-level3": "text", "address-level2": "text", "address-level1": "text", "country": "text",
	"country-name": "text", "postal-code": "text", "cc-name": "text", "cc-given-name": "text",
	"cc-additional-name": "text", "cc-family-name": "text", "cc-number": "text", "cc-exp": "month",
	"cc-exp-month": "numeric", "cc-exp-year": "numeric", "cc-csc": "text", "cc-type": "text",
	"transaction-currency": "text", "transaction-amount": "numeric", "language": "text", "bday": "date",
	"bday-day": "numeric", "bday-month": "numeric", "bday-year": "numeric", "sex": "text",
	"url": "url", "photo": "url",
	// Contact fields may follow home, work, mobile, fax or pager.
	"tel": "tel", "tel-country-code": "text", "tel-national": "text", "tel-area-code": "text",
	"tel-local": "text", "tel-local-prefix": "text", "tel-local-suffix": "text", "tel-extension": "text",
	"email": "email", "impp": "url",
}

var contactFields = map[string]bool{
	"tel": true, "tel-country-code": true, "tel-national": true, "tel-area-code": true, "tel-local": true,
	"tel-local-prefix": true, "tel-local-suffix": true, "tel-extension": true, "email": true, "impp": true,
}

// groupTypes are the input types each control group allows (text and
// search allow every group; textarea and select are checked apart).
var groupTypes = map[string][]string{
	"text": nil, "multiline": nil, "password": {"password"}, "username": {"email"},
	"month": {"month"}, "numeric": {"number"}, "date": {"date"}, "tel": {"tel"},
	"email": {"email"}, "url": {"url"},
}

// autocompleteProblem says what is wrong with an autocomplete value for
// a control, or "".
func autocompleteProblem(v string, e *Element) string {
	toks := strings.Fields(strings.ToLower(v))
	if len(toks) == 0 {
		return ""
	}
	if len(toks) == 1 && (toks[0] == "on" || toks[0] == "off") {
		return ""
	}
	if toks[len(toks)-1] == "webauthn" {
		toks = toks[:len(toks)-1]
	}
	if len(toks) > 0 && strings.HasPrefix(toks[0], "section-") {
		toks = toks[1:]
	}
	if len(toks) > 0 && (toks[0] == "shipping" || toks[0] == "billing") {
		toks = toks[1:]
	}
	contact := false
	if len(toks) > 0 && slices.Contains([]string{"home", "work", "mobile", "fax", "pager"}, toks[0]) {
		toks, contact = toks[1:], true
	}
	if len(toks) != 1 {
		return "is not an autofill detail token sequence"
	}
	field := toks[0]
	group, ok := autofillGroup[field]
	if !ok {
		return field + " is not an autofill field name"
	}
	if contact && !contactFields[field] {
		return field + " cannot follow a contact type (home, work, mobile, fax, pager)"
	}
	if e.Tag != "input" {
		return ""
	}
	t := e.inputType()
	switch t {
	case "?", "text", "search":
		return ""
	case "hidden":
		return ""
	}
	if !slices.Contains(groupTypes[group], t) {
		return field + " does not fit an input of type " + t
	}
	return ""
}

// checkAutocomplete: autocomplete values valid for the control.
func checkAutocomplete(p *analysis.Pass, d *Doc) {
	for _, e := range d.All {
		if e.Tag != "input" && e.Tag != "select" && e.Tag != "textarea" {
			continue
		}
		v, ok := e.Value("autocomplete")
		if !ok || e.Disabled() || attrValue(e, "aria-disabled") == "true" {
			continue
		}
		if e.Tag == "input" {
			switch e.inputType() {
			case "hidden", "button", "submit", "reset", "image":
				continue
			}
		}
		if e.Hidden() {
			continue
		}
		if why := autocompleteProblem(v, e); why != "" {
			report(p, ruleAutocomplete, e, "autocomplete=%q: %s", v, why)
		}
	}
}
