package markup

import (
	"strings"

	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/finding"
)

func rule(id, title string, sev finding.Severity, conf float64, rec string) *analysis.Rule {
	return &analysis.Rule{ID: "design/" + id, Title: title, Dimension: "design", Severity: sev, Confidence: conf, Recommendation: rec}
}

// The rules, one per accessibility requirement. Each names its WCAG
// success criterion in the recommendation; names are High when a control
// cannot be operated without one, Medium when content is lost. A rule that
// implements only Level AA or AAA criteria is Medium at most
// (TestSeverityByLevel).
var (
	ruleImgAlt = rule("img-alt", "Image without alternative text", finding.Medium, 0.9,
		`Add alt="…" describing what the image shows, or alt="" if it is decorative, so screen readers can convey or skip it (WCAG 1.1.1 Non-text Content).`)
	ruleImageButton = rule("image-button-name", "Image button without an accessible name", finding.High, 0.9,
		`Give <input type="image"> an alt="…" naming the action it performs (alt="Search"), not the picture (WCAG 1.1.1, 4.1.2).`)
	ruleButtonName = rule("button-name", "Button without an accessible name", finding.High, 0.85,
		`Give the button text, or aria-label="…" when it shows only an icon, so screen readers can announce what it does (WCAG 4.1.2 Name, Role, Value).`)
	ruleLinkName = rule("link-name", "Link without an accessible name", finding.High, 0.85,
		`Give the link text that says where it goes; for an icon-only link add aria-label="…" or alt text on its image (WCAG 2.4.4 Link Purpose, 4.1.2).`)
	ruleInputLabel = rule("input-label", "Form field without a label", finding.High, 0.8,
		`Wrap it in a <label>, point a <label for="id"> at its id, or give it aria-label, so it is announced with its purpose (WCAG 1.3.1, 4.1.2).`)
	ruleIframeName = rule("iframe-name", "Iframe without an accessible name", finding.Medium, 0.85,
		`Add title="…" (or aria-label) saying what the frame contains: <iframe title="Video: product tour" …> (WCAG 4.1.2).`)
	ruleSVGName = rule("svg-img-name", "SVG with an image role but no accessible name", finding.Medium, 0.85,
		`Give the SVG a <title> as its first child, or aria-label="…"; if it is decorative, use aria-hidden="true" instead of role="img" (WCAG 1.1.1).`)
	ruleSummaryName = rule("summary-name", "Summary without an accessible name", finding.Medium, 0.85,
		`Put text in the <summary> that says what the details hold, or add aria-label (WCAG 4.1.2).`)
	ruleMenuitemName = rule("menuitem-name", "Menu item without an accessible name", finding.High, 0.85,
		`Give the menu item text content or aria-label="…" (WCAG 4.1.2).`)
	ruleHeadingName = rule("heading-name", "Empty heading", finding.Medium, 0.85,
		`Give the heading text, or remove it if it heads nothing: screen reader users navigate by headings (WCAG 1.3.1, 2.4.6).`)
	ruleObjectName = rule("object-name", "Object without an accessible name", finding.Medium, 0.8,
		`Give the <object> aria-label="…" or title="…" describing its content; its fallback content is not its name (WCAG 1.1.1).`)

	ruleARIAAttr = rule("aria-attr-valid", "Unknown ARIA attribute", finding.Medium, 0.9,
		`Use an attribute WAI-ARIA 1.2 defines (aria-labelledby, aria-describedby, …): a misspelt one is ignored by assistive technology (WCAG 4.1.2).`)
	ruleARIAAllowed = rule("aria-allowed-attr", "ARIA attribute not allowed on the element's role", finding.Medium, 0.8,
		`Remove the attribute, or give the element a role that supports it (WAI-ARIA 1.2 lists each role's states and properties) (WCAG 4.1.2).`)
	ruleARIAValue = rule("aria-valid-value", "ARIA attribute with an invalid value", finding.Medium, 0.85,
		`Use a value of the attribute's type: true/false, one of its tokens, a number, or the id of an element in the page (WCAG 4.1.2).`)
	ruleARIARequired = rule("aria-required-attr", "Role without its required ARIA states", finding.Medium, 0.85,
		`Add the states the role requires (role="checkbox" needs aria-checked, role="slider" aria-valuenow, role="combobox" aria-expanded and aria-controls), or use the native element (WCAG 4.1.2).`)
	ruleRoleValid = rule("role-valid", "Role that WAI-ARIA does not define", finding.Medium, 0.85,
		`Use a role WAI-ARIA 1.2 defines (button, dialog, navigation, …) and is not abstract, or remove the attribute (WCAG 4.1.2).`)
	ruleRoleContext = rule("aria-required-parent", "Role outside its required context", finding.Medium, 0.8,
		`Put the element inside an element of the role it needs (a listitem in a list, a tab in a tablist, a row in a table or grid), or use the native elements (WCAG 1.3.1).`)
	ruleRoleOwned = rule("aria-required-children", "Role without its required owned elements", finding.Medium, 0.8,
		`Give the element only children of the roles it must own (a list owns listitems, a tablist tabs, a menu menuitems); wrap other content in them (WCAG 1.3.1).`)
	ruleHiddenFocus = rule("aria-hidden-focus", "Focusable content inside aria-hidden", finding.High, 0.85,
		`Remove aria-hidden="true", or take the content out of the tab order (tabindex="-1", disabled, or inert): keyboard users reach controls that screen readers do not announce (WCAG 4.1.2).`)
	ruleDecorativeExposed = rule("presentation-conflict", "Element marked decorative is still exposed", finding.Low, 0.8,
		`An element with role="none"/"presentation" (or alt="") that is focusable or has a global ARIA attribute keeps its role; remove the attribute or the focusability, or give it a real role and name (WCAG 1.3.1).`)
	rulePresentationalChildren = rule("presentational-children-focus", "Focusable element inside a control whose children are presentational", finding.Medium, 0.8,
		`Do not nest links, buttons or inputs inside a button, checkbox, tab, img or similar role: their children are not exposed. Put them side by side (WCAG 1.3.1, 4.1.2).`)
	ruleDuplicateID = rule("duplicate-id", "Duplicate id", finding.Medium, 0.85,
		`Make each id unique in the page: labels, aria-labelledby and fragment links find only the first (WCAG 4.1.1).`)
	ruleIDRef = rule("idref-missing", "Reference to an id that is not in the page", finding.Medium, 0.8,
		`Point the attribute at the id of an element that exists (for, aria-labelledby, aria-describedby, aria-controls, aria-owns), or add the id to the element meant (WCAG 1.3.1, 4.1.2).`)
	ruleTableHeaders = rule("table-headers", "Table cell headers attribute refers to cells outside its table", finding.Medium, 0.8,
		`List in headers="…" only the ids of other cells of the same table (usually its <th> cells) (WCAG 1.3.1).`)
	ruleDuplicateAttr = rule("duplicate-attribute", "Duplicated attribute", finding.Medium, 0.9,
		`Keep one of the attributes: browsers use the first and ignore the rest, so the markup says something the page does not do (WCAG 4.1.1).`)
	ruleHTMLLang = rule("html-lang", "<html> without a lang attribute", finding.Medium, 0.95,
		`Add lang="en" (the page's language) to <html> so screen readers pronounce it correctly (WCAG 3.1.1 Language of Page).`)
	ruleLangValid = rule("lang-valid", "Invalid language tag in lang", finding.Medium, 0.9,
		`Use a BCP 47 language tag whose primary subtag is a registered language: lang="en", "en-GB", "fr", "zh-Hant" (WCAG 3.1.1, 3.1.2).`)
	ruleXMLLang = rule("xml-lang-mismatch", "lang and xml:lang name different languages", finding.Low, 0.85,
		`Give <html> lang and xml:lang the same primary language, or drop xml:lang (WCAG 3.1.1).`)
	ruleTitle = rule("page-title", "Page without a title", finding.Medium, 0.9,
		`Add a non-empty <title> in <head> naming the page: it is the first thing a screen reader announces and what tabs show (WCAG 2.4.2 Page Titled).`)
	// Medium, as the other Level AA checks (contrast, orientation) are: the
	// page's text is lost to whoever must enlarge it, no control is locked.
	ruleViewport = rule("meta-viewport", "Viewport meta tag prevents zooming", finding.Medium, 0.9,
		`Remove user-scalable=no and maximum-scale below 2 from <meta name="viewport">; "width=device-width, initial-scale=1" is enough (WCAG 1.4.4 Resize Text).`)
	ruleRefresh = rule("meta-refresh", "Page refreshes or redirects after a delay", finding.Medium, 0.9,
		`Redirect on the server (HTTP 301/302) or with a delay of 0, and let the user choose to refresh: a timed refresh moves users before they finish (WCAG 2.2.1 Timing Adjustable).`)
	ruleAutocomplete = rule("autocomplete-valid", "Invalid autocomplete value", finding.Medium, 0.85,
		`Use an autofill token the HTML standard defines for the field's purpose and type: autocomplete="email", "given-name", "street-address", "tel", "one-time-code" (WCAG 1.3.5 Identify Input Purpose).`)
	ruleTabindex = rule("positive-tabindex", "Positive tabindex reorders keyboard navigation", finding.Medium, 0.9,
		`Use tabindex="0", or none, and put the element where it belongs in the document order; positive values make the tab order differ from the visual order (WCAG 2.4.3 Focus Order).`)
	ruleClick = rule("click-without-keyboard", "Click handler on an element a keyboard cannot reach", finding.Medium, 0.85,
		`Use a <button> (or <a href> for navigation) instead; if the element must stay, give it role="button", tabindex="0" and a key handler for Enter and Space (WCAG 2.1.1 Keyboard).`)
	ruleContrast = rule("color-contrast", "Text contrast below the WCAG minimum", finding.Medium, 0.85,
		`Darken the text or lighten the background until the contrast is at least 4.5:1 (3:1 for text of 24px, or 18.66px bold); pick the pair from the design tokens (WCAG 1.4.3 Contrast (Minimum)).`)
	ruleContrastEnhanced = rule("color-contrast-enhanced", "Text contrast below the enhanced (AAA) level", finding.Info, 0.85,
		`Where the audience needs it (low-vision users, WCAG AAA conformance), darken the text or lighten the background to at least 7:1 (4.5:1 for text of 24px, or 18.66px bold). The text meets the AA minimum, so this is advice, not a defect (WCAG 1.4.6 Contrast (Enhanced)).`)
	ruleHeaderCells = rule("table-header-cells", "Table header cell that heads no cell", finding.Low, 0.75,
		`Give the header a column (or row) of cells, point the cells' headers="…" at its id, or make it a <td> if it heads nothing: screen readers announce headers with the cells they head (WCAG 1.3.1 Info and Relationships).`)
	ruleLinkText = rule("link-text-generic", "Link text that does not say where it goes", finding.Low, 0.7,
		`Name the destination in the link ("Read the installation guide", not "Read more"), or keep the short text and add the rest with aria-describedby or visually hidden text: screen reader users list links out of context (WCAG 2.4.4 Link Purpose).`)
	ruleAutoplay = rule("autoplay-audio", "Media plays sound automatically with no control to stop it", finding.Medium, 0.75,
		`Add muted (and controls) to the autoplaying media, or drop autoplay: sound that starts on its own for more than 3 s needs a way to pause or mute it, and masks screen reader speech (WCAG 1.4.2 Audio Control).`)
	ruleOrientation = rule("orientation-lock", "Page turned to lock its orientation", finding.Medium, 0.85,
		`Drop the rotation of html/body inside @media (orientation: …): let the page lay itself out in both orientations unless one is essential, like a piano app (WCAG 1.3.4 Orientation).`)
	ruleClipped = rule("text-clipped", "Text clipped when it is resized", finding.Low, 0.65,
		`Let the box grow with its text (min-height instead of height, or a height in em), or let it scroll (overflow: auto): text zoomed to 200% must not be cut off (WCAG 1.4.4 Resize Text).`)
	ruleLangText = rule("lang-mismatch", "Text in another language than its lang attribute says", finding.Low, 0.6,
		`Set lang to the language the text is written in (on <html> for the page, on the element for a passage), so screen readers pronounce it with the right voice (WCAG 3.1.1 Language of Page, 3.1.2 Language of Parts).`)
	ruleToken = rule("design-token", "Hard-coded value the project has a design token for", finding.Low, 0.7,
		`Use the project's token instead of the literal (the class or var(--…) named), so a change of the design system reaches this element too.`)
	ruleLabelInName = rule("label-in-name", "Accessible name does not contain the visible label", finding.Medium, 0.8,
		`Start the aria-label with the words the control shows (aria-label="Search products" for a button showing "Search"), or drop it and let the visible text name the control: speech users say what they see (WCAG 2.5.3 Label in Name).`)
	ruleAltFilename = rule("img-alt-filename", "Image described by its file name", finding.Medium, 0.8,
		`Write alt text that says what the image shows (alt="Boats moored along Nyhavn canal"), not its file name or id; use alt="" if it is decorative (WCAG 1.1.1 Non-text Content).`)
	ruleIframeFocus = rule("iframe-focus-excluded", "Iframe with controls taken out of the tab order", finding.High, 0.85,
		`Remove tabindex="-1" from the iframe, or take the controls inside it out of the tab order too: keyboard users cannot reach what it holds (WCAG 2.1.1 Keyboard).`)
	ruleBypass = rule("bypass-blocks", "Page without a way to skip its repeated navigation", finding.Medium, 0.7,
		`Put the page's own content in <main> (or start it with a heading, or add a "Skip to content" link before the navigation, <a href="#content">), so keyboard and screen reader users need not pass every navigation link on every page (WCAG 2.4.1 Bypass Blocks).`)
	ruleKeyboardTrap = rule("keyboard-trap", "Keyboard focus cannot leave the element", finding.High, 0.85,
		`Do not move focus back in a blur handler, and do not cancel the Tab key; to keep focus inside a dialog, cycle it among the dialog's controls and close the dialog on Escape: keyboard users must be able to move on (WCAG 2.1.2 No Keyboard Trap).`)
	ruleFocusVisible = rule("focus-visible", "Focus is not visible", finding.Medium, 0.8,
		`Keep the browser's outline, or replace it in a :focus-visible rule (outline: 2px solid; or a border or box-shadow that contrasts with its surroundings): keyboard users must see where focus is (WCAG 2.4.7 Focus Visible).`)
	ruleRefreshAAA = rule("meta-refresh-delayed", "Page refreshes itself after more than 20 hours", finding.Info, 0.85,
		`A refresh after more than 20 hours meets the AA level (2.2.1's 20-hour exception), but not 2.2.4 Interruptions and 3.2.5 Change on Request (AAA): where the audience needs them, let the user refresh, or redirect on the server (WCAG 2.2.4, 3.2.5).`)
	ruleAltPlaceholder = rule("img-alt-placeholder", "Image described by a placeholder word", finding.Medium, 0.85,
		`Write alt text that says what the image shows or does (alt="Boats moored along Nyhavn canal"), not that it is an image; use alt="" if it is decorative (WCAG 1.1.1 Non-text Content, failure F30).`)
	ruleTitlePlaceholder = rule("page-title-placeholder", "Page title is a placeholder", finding.Medium, 0.85,
		`Replace the editor's or generator's default with a title that names the page and the site ("Order history – Acme"): it is the first thing a screen reader announces and what tabs and bookmarks show (WCAG 2.4.2 Page Titled, failure F25).`)
	ruleCharacterKeys = rule("character-key-shortcut", "Keyboard shortcut of a single character", finding.Medium, 0.8,
		`Require a modifier (Ctrl, Alt or Meta) with the key, listen for it only while the component it acts on has focus, or give users a setting that turns the shortcut off or remaps it: speech-input users trigger one-character shortcuts with every word they dictate (WCAG 2.1.4 Character Key Shortcuts).`)
	ruleMotion = rule("motion-actuation", "Device motion changes the page with no control to do it or turn it off", finding.Medium, 0.8,
		`Offer a button (or other control) that does what shaking or tilting does, and a setting that turns the motion response off: users who cannot move the device, or who move it by accident, need both (WCAG 2.5.4 Motion Actuation).`)
	ruleIdenticalLinksContext = rule("link-identical-name-context", "Links with the same name and context lead to different places", finding.Medium, 0.6,
		`Name each link for its own destination ("Annual report 2023 (PDF)", "Annual report 2024 (PDF)"), or give the two different context (separate list items, aria-describedby): a screen reader user hears the same link twice and cannot tell which goes where. If both URLs serve the same content (a redirect, a copy), nothing needs to change (WCAG 2.4.4 Link Purpose (In Context)).`)
	ruleIdenticalFrames = rule("iframe-identical-name", "Iframes with the same name show different documents", finding.Low, 0.6,
		`Give each iframe a title that says what that frame holds ("Map of the Paris office", "Map of the Lyon office"): users choose frames by their names. If both URLs serve the same content, nothing needs to change (WCAG 4.1.2 Name, Role, Value).`)
	ruleScrollable = rule("scrollable-region-focusable", "Scrolling region a keyboard cannot reach", finding.Medium, 0.75,
		`Add tabindex="0" and a name (aria-label="Code sample", or role="region" with aria-labelledby) to the box that scrolls, or let it grow with its content: keyboard users scroll only what they can focus (WCAG 2.1.1 Keyboard).`)
	ruleSpacing = rule("text-spacing-important", "Text spacing fixed with !important below what users may need", finding.Low, 0.85,
		`Drop !important from the inline line-height, letter-spacing or word-spacing, or set at least line-height 1.5, letter-spacing 0.12em, word-spacing 0.16em, so users' text-spacing styles can apply (WCAG 1.4.12 Text Spacing).`)
)

// standards names the W3C ACT rules and WCAG 2 success criteria each rule
// implements (Rule.Tags; SARIF carries them as the rule's tags). A rule
// that checks part of an ACT rule's failures (contrast below 4.5:1 fails
// the enhanced 7:1 too) names that rule; one that checks a different
// requirement does not (iframe-name is not the rule on iframes with
// identical names).
var standards = map[*analysis.Rule]string{
	ruleImgAlt:                 "act:23a2a8 wcag:1.1.1",
	ruleImageButton:            "act:59796f wcag:1.1.1 wcag:4.1.2",
	ruleButtonName:             "act:97a4e1 wcag:4.1.2",
	ruleLinkName:               "act:c487ae wcag:2.4.4 wcag:4.1.2",
	ruleInputLabel:             "act:e086e5 wcag:1.3.1 wcag:4.1.2",
	ruleIframeName:             "act:cae760 wcag:4.1.2",
	ruleSVGName:                "act:7d6734 wcag:1.1.1",
	ruleSummaryName:            "act:2t702h wcag:4.1.2",
	ruleMenuitemName:           "act:m6b1q3 wcag:4.1.2",
	ruleHeadingName:            "act:ffd0e9 wcag:1.3.1 wcag:2.4.6",
	ruleObjectName:             "act:8fc3b6 wcag:1.1.1",
	ruleARIAAttr:               "act:5f99a7 wcag:4.1.2",
	ruleARIAAllowed:            "act:5c01ea wcag:4.1.2",
	ruleARIAValue:              "act:6a7281 wcag:4.1.2",
	ruleARIARequired:           "act:4e8ab6 wcag:4.1.2",
	ruleRoleValid:              "act:674b10 wcag:4.1.2",
	ruleRoleContext:            "act:ff89c9 wcag:1.3.1",
	ruleRoleOwned:              "act:bc4a75 wcag:1.3.1",
	ruleHiddenFocus:            "act:6cfa84 wcag:1.3.1 wcag:4.1.2",
	ruleDecorativeExposed:      "act:46ca7f wcag:1.3.1",
	rulePresentationalChildren: "act:307n5z wcag:1.3.1 wcag:4.1.2",
	ruleDuplicateID:            "act:3ea0c8 wcag:4.1.1",
	ruleIDRef:                  "act:in6db8 wcag:1.3.1 wcag:4.1.2",
	ruleTableHeaders:           "act:a25f45 wcag:1.3.1",
	ruleDuplicateAttr:          "act:e6952f wcag:4.1.1",
	ruleHTMLLang:               "act:b5c3f8 wcag:3.1.1",
	ruleLangValid:              "act:bf051a act:de46e4 wcag:3.1.1 wcag:3.1.2",
	ruleXMLLang:                "act:5b7ae0 wcag:3.1.1",
	ruleTitle:                  "act:2779a5 wcag:2.4.2",
	ruleViewport:               "act:b4f0c3 wcag:1.4.4 wcag:1.4.10",
	ruleRefresh:                "act:bc659a act:bisz58 wcag:2.2.1 wcag:2.2.4 wcag:3.2.5",
	ruleAutocomplete:           "act:73f2c2 wcag:1.3.5",
	ruleTabindex:               "wcag:2.4.3",
	ruleClick:                  "wcag:2.1.1",
	ruleContrast:               "act:afw4f7 act:09o5cg wcag:1.4.3 wcag:1.4.6",
	ruleContrastEnhanced:       "act:09o5cg wcag:1.4.6",
	ruleHeaderCells:            "act:d0f69e wcag:1.3.1",
	ruleLinkText:               "act:aizyf1 act:5effbb wcag:2.4.4 wcag:2.4.9",
	ruleAutoplay:               "act:80f0bf act:aaa1bf act:4c31df wcag:1.4.2",
	ruleOrientation:            "act:b33eff wcag:1.3.4",
	ruleClipped:                "act:59br37 wcag:1.4.4",
	ruleLangText:               "act:off6ek act:ucwvc8 wcag:3.1.1 wcag:3.1.2",
	ruleLabelInName:            "act:2ee8b8 wcag:2.5.3",
	ruleAltFilename:            "act:9eb3f6 wcag:1.1.1",
	ruleIframeFocus:            "act:akn7bn wcag:2.1.1",
	ruleBypass:                 "act:cf77f2 act:047fe0 act:b40fd1 act:ye5d6e act:3e12e1 wcag:2.4.1",
	ruleKeyboardTrap:           "act:a1b64e act:80af7b act:ebe86a wcag:2.1.2",
	ruleFocusVisible:           "act:oj04fd wcag:2.4.7",
	ruleRefreshAAA:             "act:bisz58 wcag:2.2.4 wcag:3.2.5",
	ruleAltPlaceholder:         "act:qt1vmo wcag:1.1.1",
	ruleTitlePlaceholder:       "act:c4a8a4 wcag:2.4.2",
	ruleCharacterKeys:          "act:ffbc54 wcag:2.1.4",
	ruleMotion:                 "act:7677a9 act:c249d5 wcag:2.5.4",
	ruleIdenticalLinksContext:  "act:fd3a94 act:b20e66 wcag:2.4.4 wcag:2.4.9",
	ruleIdenticalFrames:        "act:4b1c6c wcag:4.1.2",
	ruleScrollable:             "act:0ssw9k wcag:2.1.1 wcag:2.1.3",
	ruleSpacing:                "act:24afc2 act:78fd32 act:9e45ec wcag:1.4.12",
}

func init() {
	for r, tags := range standards {
		r.Tags = strings.Fields(tags)
	}
}

// jsxAdvice is the recommendation in JSX's words (htmlFor, tabIndex={0})
// for the rules whose fix names an attribute React spells differently;
// HTML and templates get the rule's own, in HTML's words.
var jsxAdvice = map[*analysis.Rule]string{
	ruleInputLabel: `Wrap it in a <label>, point a <label htmlFor="id"> at its id, or give it aria-label, so it is announced with its purpose (WCAG 1.3.1, 4.1.2).`,
	ruleTabindex:   `Use tabIndex={0}, or none, and put the element where it belongs in the document order; positive values make the tab order differ from the visual order (WCAG 2.4.3 Focus Order).`,
	ruleClick:      `Use a <button> (or <a href> for navigation) instead; if the element must stay, give it role="button", tabIndex={0} and an onKeyDown handler for Enter and Space (WCAG 2.1.1 Keyboard).`,
}

// Rules lists every rule, in the order of the README.
var Rules = []*analysis.Rule{
	ruleImgAlt, ruleImageButton, ruleButtonName, ruleLinkName, ruleInputLabel, ruleIframeName, ruleSVGName,
	ruleSummaryName, ruleMenuitemName, ruleHeadingName, ruleObjectName,
	ruleARIAAttr, ruleARIAAllowed, ruleARIAValue, ruleARIARequired, ruleRoleValid, ruleRoleContext, ruleRoleOwned,
	ruleHiddenFocus, ruleDecorativeExposed, rulePresentationalChildren,
	ruleDuplicateID, ruleIDRef, ruleTableHeaders, ruleDuplicateAttr,
	ruleHTMLLang, ruleLangValid, ruleXMLLang, ruleTitle, ruleViewport, ruleRefresh, ruleAutocomplete,
	ruleTabindex, ruleClick, ruleContrast, ruleContrastEnhanced, ruleSpacing, ruleHeaderCells, ruleLinkText, ruleAutoplay,
	ruleOrientation, ruleClipped, ruleLangText, ruleToken, ruleLabelInName,
	ruleAltFilename, ruleIframeFocus, ruleBypass, ruleKeyboardTrap, ruleFocusVisible, ruleRefreshAAA,
	ruleAltPlaceholder, ruleTitlePlaceholder, ruleCharacterKeys, ruleMotion,
	ruleIdenticalLinksContext, ruleIdenticalFrames, ruleScrollable,
}
