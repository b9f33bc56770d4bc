package ruby

import (
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/finding"
)

func rule(name string, sev finding.Severity, conf float64, cwe []string, title, rec string) *analysis.Rule {
	return &analysis.Rule{ID: "ruby/" + name, Title: title, Dimension: "security", Severity: sev, Confidence: conf, CWE: cwe, Recommendation: rec}
}

// The taint rules keep the YAML pack's ids, so snippets and users'
// configuration keep working.
var (
	ruleSQL = rule("sql-injection", finding.Blocker, 0.9, []string{"CWE-89"},
		"SQL built from request data (SQL injection)",
		`Let Active Record bind the value: User.where(id: params[:id]) or User.where("name = ?", params[:name]); for raw SQL use sanitize_sql_array(["... WHERE id = ?", id]) or connection.exec_query(sql, "name", [id]); pass ORDER BY columns through an allow-list.`)
	ruleCmd = rule("command-injection", finding.Blocker, 0.9, []string{"CWE-78"},
		"Shell command built from request data (command injection)",
		`Pass the program and its arguments separately so no shell parses them: system("convert", params[:file], "out.png") or Open3.capture2("git", "log", ref); if a shell string is unavoidable, escape each value with Shellwords.escape.`)
	ruleCode = rule("code-injection", finding.Blocker, 0.9, []string{"CWE-94", "CWE-95"},
		"Request data evaluated as Ruby code (code injection)",
		`Never evaluate request data; map the value to behaviour through a fixed Hash or case statement, and pass instance_eval a block, not a string.`)
	ruleReflect = rule("unsafe-reflection", finding.Blocker, 0.85, []string{"CWE-470"},
		"Method or class chosen by request data (unsafe reflection)",
		`Map the request value through an allow-list: ALLOWED = {"csv" => CsvExport}.freeze; ALLOWED.fetch(params[:type]); for methods, check the name with %w[a b].include?(name) before public_send.`)
	ruleXSS = rule("xss", finding.High, 0.85, []string{"CWE-79"},
		"Request data marked HTML-safe or rendered raw (cross-site scripting)",
		`Let Rails escape it: <%= value %> or content_tag(:p, value); if some HTML is needed, sanitize(value, tags: %w[b i a]); never call html_safe or raw on request data, and never render inline:/html: with it (use render plain: for text).`)
	ruleRedirect = rule("open-redirect", finding.High, 0.85, []string{"CWE-601"},
		"Redirect to a location from request data (open redirect)",
		`Redirect to a path of this application (redirect_to root_path, redirect_to user_path(id)) or check the host against an allow-list; on Rails 7 keep raise_on_open_redirects and never pass allow_other_host: true with request data.`)
	rulePath = rule("path-traversal", finding.Blocker, 0.85, []string{"CWE-22"},
		"File path from request data (path traversal)",
		`Take only a file name (File.basename(params[:name])) and check the expanded path stays under the base directory: path = File.expand_path(name, base); raise unless path.start_with?(base + File::SEPARATOR); for downloads prefer send_file of an Active Storage blob found by id.`)
	ruleDeser = rule("unsafe-deserialization", finding.Blocker, 0.9, []string{"CWE-502"},
		"Request data deserialized into Ruby objects (unsafe deserialization)",
		`Parse request data with JSON.parse(body) or YAML.safe_load(data, permitted_classes: [Date]); never Marshal.load, YAML.unsafe_load or Oj.load in :object mode (use Oj.load(data, mode: :strict)).`)
	ruleSSRF = rule("ssrf", finding.Blocker, 0.85, []string{"CWE-918"},
		"Outgoing request to a URL from request data (server-side request forgery)",
		`Do not fetch a URL the client chooses: map a key to a fixed URL, or parse it with URI.parse and check scheme and host against an allow-list (and resolve the host to refuse private addresses) before Net::HTTP.get / HTTParty.get / Faraday.`)
	ruleMass = rule("mass-assignment", finding.High, 0.7, []string{"CWE-915"},
		"Model attributes assigned from unfiltered request parameters (mass assignment)",
		`Use strong parameters: def user_params = params.require(:user).permit(:name, :email); User.new(user_params); never params.permit! or to_unsafe_h into a model.`)
)

// Pattern rules: a string built from values the analysis cannot follow
// (a method's parameters, records, unknown calls) reaching a sink. They
// stay silent for request data (the taint rules report it), constants and
// values escaped for the sink.
var (
	ruleSQLBuild = rule("sql-string-building", finding.Medium, 0.6, []string{"CWE-89"},
		"SQL string built by interpolation",
		`Use placeholders: User.where("name = ?", name), or connection.exec_query("... WHERE id = $1", "q", [id]); interpolation lets a value rewrite the statement.`)
	ruleBacktick = rule("backtick-interpolation", finding.Medium, 0.75, []string{"CWE-78"},
		"Shell command from a variable or with interpolated values (command injection)",
		`Run a fixed program and pass arguments separately without a shell: out, status = Open3.capture2("git", "log", ref); if a shell string is unavoidable, escape each value with Shellwords.escape (value.shellescape).`)
	ruleEval = rule("eval", finding.Medium, 0.75, []string{"CWE-95"},
		"eval of a non-literal string (code injection)",
		`Do not evaluate code built from data; use public_send with an allow-listed method name, or a block instead of a string for instance_eval.`)
)

var allRules = []*analysis.Rule{ruleSQL, ruleCmd, ruleCode, ruleReflect, ruleXSS, ruleRedirect, rulePath, ruleDeser, ruleSSRF, ruleMass,
	ruleSQLBuild, ruleBacktick, ruleEval}
