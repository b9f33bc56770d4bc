// Package csharp is teamreview's in-process analysis of C# source: taint
// tracking from ASP.NET Core and classic ASP.NET request data (controller
// action parameters, Request.Query/Form/Cookies/Headers/Body, minimal API
// handler parameters) to the injection sinks of .NET, plus the unsafe
// deserializer and XML parser settings a reviewer checks by eye.
//
// The taint analysis interprets each method body in statement order. A
// value records whether it carries request data (and the path it took),
// which of the method's parameters reach it, the sink contexts it has been
// made safe for (int.Parse, HtmlEncoder.Default.Encode, Path.GetFileName,
// an allow-list check) and, when known, its constant value; constants fold
// through concatenation, interpolation, comparisons, branch conditions and
// switch labels, so code made safe by a constant is not reported.
// Dictionaries and lists are tracked element by element while the keys are
// constants. Methods of the file are summarised (which parameters reach the
// return value, which reach a sink) and the summaries applied at each call;
// so are the methods of the project's other classes, found through
// pass.Project by the class C in C.cs convention (an interface IC by its
// implementation C), one level deep and at most 20 files per file, a sink
// inside them reported at the call; so are the project's extension
// methods (static methods whose first parameter is this, in files named
// *Extensions.cs) that a call on a value of no known class may be. Lambdas are interpreted where they are
// written, a callback's parameter bound to its receiver's elements. Any
// other call returns a value tainted by its receiver and arguments, unless
// it is a known sanitizer or returns no data.
//
// What the analysis knows of .NET and ASP.NET is model rows (package
// models, models/csharp_*.yml): request sources, sinks, sanitizers,
// guards, summaries of builders and collections, the types of receivers,
// which methods handle requests and which parameters model binding fills,
// and the settings unsafe whatever data reaches them. Users add rows in
// rulepack.rule_dirs (WithModels). The Go code holds the mechanism and C#
// itself: statements, expressions, the constant folding of strings, and
// that an action is a public instance method.
//
// SQL, a command, an LDAP filter or an XPath expression built by
// concatenation, interpolation or string.Format from a string parameter of
// the method and run by a sink is reported at Medium even when no request
// data is seen (CA2100, gosec's G201/G202), and as a Blocker where it is;
// so is a path joining the parameter under a directory the method chose
// (Path.Combine(_root, name)) when no if tests the parameter, and a URL
// whose host the parameter supplies.
//
// A flow into an action that an [Authorize] attribute limits to roles or
// a policy is reported as severely, with a lower confidence and the
// attribute named: such a user still sends the request.
package csharp

import (
	"fmt"

	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/finding"
)

// Analyzer runs every C# rule over one file, with the shipped models.
var Analyzer = newAnalyzer("csharp", nil)

// newAnalyzer is the analyzer reading the models of ix (the shipped ones
// when nil).
func newAnalyzer(name string, ix *index) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:  name,
		Doc:   "taint tracking from ASP.NET request data to SQL, process, file, HTML, redirect, LDAP, XPath, HTTP client and scripting sinks, as the models describe them; unsafe deserializers and XML parsers",
		Langs: []syntax.Lang{syntax.CSharp},
		Rules: rules,
		Run: func(pass *analysis.Pass) error {
			if ix == nil {
				return run(pass, builtinIndex())
			}
			return run(pass, ix)
		},
	}
}

func injection(name, title, cwe, rec string) *analysis.Rule {
	return &analysis.Rule{ID: "csharp/" + name, Title: title, Dimension: "security", Severity: finding.Blocker,
		Confidence: 0.9, CWE: []string{cwe}, Recommendation: rec}
}

func high(name, title, cwe, rec string) *analysis.Rule {
	return &analysis.Rule{ID: "csharp/" + name, Title: title, Dimension: "security", Severity: finding.High,
		Confidence: 0.85, CWE: []string{cwe}, Recommendation: rec}
}

var (
	ruleSQL = injection("sql-injection", "SQL injection: request data reaches a SQL command", "CWE-89",
		`Use parameters: new SqlCommand("SELECT * FROM Users WHERE Name = @name", conn) with cmd.Parameters.AddWithValue("@name", name); in EF Core use FromSqlInterpolated($"... {name}") / ExecuteSqlInterpolated or LINQ; with Dapper, conn.Query<User>("... WHERE Name = @Name", new { Name = name }).`)
	ruleCommand = injection("command-injection", "OS command injection: request data reaches a process", "CWE-78",
		`Do not run a shell with request data. Start a fixed program with ProcessStartInfo { FileName = "convert", UseShellExecute = false } and add each value with psi.ArgumentList.Add(value) after checking it against an allow-list.`)
	rulePath = injection("path-traversal", "Path traversal: request data names a file", "CWE-22",
		`Keep only the file name (Path.GetFileName(name)) and combine it with a fixed base, then check the full path stays inside it: var full = Path.GetFullPath(Path.Combine(baseDir, name)); if (!full.StartsWith(baseDir + Path.DirectorySeparatorChar)) return BadRequest(); better, map an id to a file from an allow-list.`)
	ruleLDAP = injection("ldap-injection", "LDAP injection: request data reaches a DirectorySearcher filter", "CWE-90",
		`Escape values for an LDAP filter (RFC 4515: \28 \29 \2a \5c \00), e.g. with a helper like Microsoft's AntiXSS Encoder.LdapFilterEncode(name), or validate them against an allow-list before building searcher.Filter.`)
	ruleXPath = injection("xpath-injection", "XPath injection: request data reaches an XPath expression", "CWE-643",
		`Do not build XPath from request data: compile a fixed expression with a variable (XPathExpression.Compile("/users/user[@name=$name]") with an XsltContext that resolves $name), or check the value against an allow-list; with LINQ to XML, query doc.Descendants("user").Where(u => (string)u.Attribute("name") == name).`)
	ruleCode = injection("code-injection", "Code injection: request data is evaluated as C# script", "CWE-94",
		`Never evaluate request data with CSharpScript.EvaluateAsync / RunAsync: map the requested operation to a fixed set of delegates (a Dictionary<string, Func<...>>) instead.`)
	ruleSSRF = injection("ssrf", "Server-side request forgery: request data chooses the URL fetched", "CWE-918",
		`Do not fetch a URL taken from the request: pick the host from a fixed allow-list (var uri = new Uri(url); if (!allowedHosts.Contains(uri.Host)) return BadRequest();) and build the URL yourself, with IHttpClientFactory clients bound to a fixed BaseAddress.`)
	ruleDeser = &analysis.Rule{ID: "csharp/insecure-deserialization", Title: "BinaryFormatter-style or type-name-driven deserialization (unsafe deserialization)",
		Dimension: "security", Severity: finding.High, Confidence: 0.8, CWE: []string{"CWE-502"},
		Recommendation: `Use System.Text.Json (JsonSerializer.Deserialize<Order>(json)) or DataContractSerializer with known types; with Newtonsoft.Json keep TypeNameHandling.None; never give JavaScriptSerializer a SimpleTypeResolver. BinaryFormatter, NetDataContractSerializer, SoapFormatter and LosFormatter are unsafe for any untrusted data.`}
	ruleXXE = &analysis.Rule{ID: "csharp/xxe", Title: "XML parser resolves external entities (XXE)", Dimension: "security",
		Severity: finding.High, Confidence: 0.75, CWE: []string{"CWE-611"},
		Recommendation: `Leave DTD processing off: new XmlReaderSettings { DtdProcessing = DtdProcessing.Prohibit, XmlResolver = null } and XmlReader.Create(stream, settings); for XmlDocument set doc.XmlResolver = null (the default since .NET 4.5.2).`}
	ruleXSS = high("xss", "Cross-site scripting: request data written to an HTML response unencoded", "CWE-79",
		`Encode for the output context: HtmlEncoder.Default.Encode(s) (System.Text.Encodings.Web) or WebUtility.HtmlEncode(s); better, render through Razor (@Model.Name encodes) and never Html.Raw / new HtmlString with request data.`)
	ruleRedirect = high("open-redirect", "Open redirect: request data chooses the redirect target", "CWE-601",
		`Use LocalRedirect(returnUrl), or check Url.IsLocalUrl(returnUrl) before Redirect(returnUrl) and redirect to a fixed page otherwise.`)
	ruleHeader = lowHeader(high("header-injection", "HTTP header injection: request data written into a response header", "CWE-113",
		`Validate header values against an allow-list and strip CR/LF (value.Replace("\r", "").Replace("\n", "")) before Response.Headers.Append, and use typed APIs (ContentDispositionHeaderValue, Response.Cookies.Append) where they exist. Rated Low: Kestrel and ASP.NET's header checking (enableHeaderChecking, on by default) reject CR and LF in a header value at run time, so the request cannot split the response unless a web.config turns that checking off; it still chooses the header's value (a cache key, a redirect, a cookie).`))
)

// lowHeader rates header injection Low in .NET: the servers refuse the
// CR/LF that response splitting needs, so what is left is a value the
// request chooses.
func lowHeader(r *analysis.Rule) *analysis.Rule {
	r.Severity = finding.Low
	return r
}

var rules = []*analysis.Rule{
	ruleSQL, ruleCommand, rulePath, ruleLDAP, ruleXPath, ruleCode, ruleSSRF, ruleDeser, ruleXXE,
	ruleXSS, ruleRedirect, ruleHeader,
}

func run(pass *analysis.Pass, ix *index) (err error) {
	// A grammar shape the analysis did not expect must cost one file's
	// findings, not the review.
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("csharp analysis of %s: %v", pass.Path, r)
		}
	}()
	c := newChecker(pass, ix)
	if pass.Project != nil {
		c.proj = &project{p: pass.Project, self: pass.Path, ix: ix, files: map[string]*checker{}}
		c.decls = c.proj
	}
	c.taint()
	c.config()
	return nil
}
