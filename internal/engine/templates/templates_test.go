package templates

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/config"
	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/treesitter/models"

	"github.com/teamreview/teamreview/internal/scope"
)

func lines(t *testing.T, path, src string) []int {
	t.Helper()
	res, err := Engine{}.Run(context.Background(), []*scope.File{{Path: path, Content: []byte(src)}})
	if err != nil {
		t.Fatal(err)
	}
	var out []int
	for _, d := range res.Diagnostics {
		if d.Rule != "templates/unescaped-output" || d.Dimension != "security" || d.CWE[0] != "CWE-79" {
			t.Errorf("diagnostic %+v", d)
		}
		out = append(out, d.Lines.Start)
	}
	return out
}

func TestSinks(t *testing.T) {
	tests := []struct {
		path, src string
		want      []int
	}{
		{"templates/page.html", "<p>{{ title }}</p>\n<div>{{ body|safe }}</div>\n{% autoescape false %}{{ x }}{% endautoescape %}\n", []int{2, 3}},
		{"views/page.ejs", "<p><%= name %></p>\n<div><%- comment %></div>\n<%- include('header') %>\n", []int{2}},
		{"views/login.ejs", "<%- include('head', { title: 'Login' }) -%>\n<%- include(partial) %>\n<%- include('x') + bio %>\n", []int{2, 3}},
		{"views/page.hbs", "<p>{{name}}</p>\n<div>{{{bio}}}</div>\n", []int{2}},
		{"resources/views/p.blade.php", "<p>{{ $name }}</p>\n<div>{!! $bio !!}</div>\n", []int{2}},
		{"src/lib.php", "<?php echo '{!! $x !!}';", nil},
		{"app/views/p.html.erb", "<p><%= @name %></p>\n<div><%== @bio %></div>\n<%= @note.html_safe %>\n", []int{2, 3}},
		{"templates/page.html", `<div>{{ "<b>constant</b>"|safe }}</div>`, nil},
		{"app/views/c.html.erb", "<%= raw \"<span class='unread'>(unread)</span>\" if is_unread %>\n<%= raw('<br>') %>\n<%= raw \"<b>#{name}</b>\" if x %>\n<%= raw \"<b>\" + name %>\n<%= raw '<b>' if x; raw y %>\n", []int{3, 4, 5}},
		{"main.go", "{{ x|safe }}", nil},
		{"templates/list.html", "<ul>{{ items|safeseq|unordered_list }}</ul>\n<p>{{ items|join:\", \" }}</p>\n", []int{1}},
		{"Views/Home/Index.cshtml", "<h1>@Model.Title</h1>\n<div>@Html.Raw(Model.Body)</div>\n@Html.Raw(\"<br/>\")\n<script>var m = @Html.Raw(Json.Serialize(Model));</script>\n@{ var h = new HtmlString(ViewBag.Note); }\n", []int{2, 5}},
		{"Views/Home/Data.cshtml", "<script>var a = @Html.Raw(JsonConvert.SerializeObject(Model.Items));\nvar b = @Html.Raw(JsonConvert.SerializeObject(Model, new JsonSerializerSettings { StringEscapeHandling = StringEscapeHandling.EscapeHtml }));\nvar c = @Html.Raw(Json.Serialize(Model));</script>\n", []int{1}},
		// the escaped JSON excuses its own Html.Raw, not another one earlier on the line
		{"Views/Home/Profile.cshtml", "<div>@Html.Raw(Model.Bio)</div><script>var t = @Html.Raw(JsonConvert.SerializeObject(Model.Tags, new JsonSerializerSettings { StringEscapeHandling = StringEscapeHandling.EscapeHtml }));</script>\n", []int{1}},
		// a parenthesis in a string literal of the first call does not move its end
		{"Views/Home/Quote.cshtml", "<div>@Html.Raw(Model.Bio + \"(\")</div><script>var t = @Html.Raw(JsonConvert.SerializeObject(Model.Tags, new JsonSerializerSettings { StringEscapeHandling = StringEscapeHandling.EscapeHtml }));</script>\n<p>@Html.Raw(Model.Note.Replace('(', '['))</p><script>var u = @Html.Raw(JsonConvert.SerializeObject(Model.Tags, new JsonSerializerSettings { StringEscapeHandling = StringEscapeHandling.EscapeHtml }));</script>\n", []int{1, 2}},
		// escaped JSON excuses its own Html.Raw, not a raw one after it on the line
		{"Views/Home/After.cshtml", "<script>var t = @Html.Raw(JsonConvert.SerializeObject(Model.Tags, new JsonSerializerSettings { StringEscapeHandling = StringEscapeHandling.EscapeHtml }));</script><div>@Html.Raw(Model.Bio)</div>\n", []int{1}},
		// and a call with a string holding a parenthesis is still excused
		{"Views/Home/Safe.cshtml", "<script>var t = @Html.Raw(JsonConvert.SerializeObject(Model.Tags.Select(t => t.Trim('(')), new JsonSerializerSettings { StringEscapeHandling = StringEscapeHandling.EscapeHtml }));</script>\n", nil},
		// a verbatim string (@"...") ends at its first lone quote, a backslash in it escapes nothing: the setting's
		// name in the string after it is a string, not the setting; a verbatim string beside the real setting is excused
		{"Views/Home/Verbatim.cshtml", "<div>@Html.Raw(Model.Bio + @\"\\\" + \"StringEscapeHandling.EscapeHtml\")</div>\n<div>@Html.Raw(Json.Serialize(Model.Name + @\"\\\") + \")\" + Model.Bio)</div>\n<script>var t = @Html.Raw(JsonConvert.SerializeObject(Model.Tags, new JsonSerializerSettings { DateFormatString = @\"yyyy\\MM\", StringEscapeHandling = StringEscapeHandling.EscapeHtml }));</script>\n" +
			"<div>@Html.Raw(Model.Bio + $@\"\\\" + \"StringEscapeHandling.EscapeHtml\")</div>\n" +
			"<script>var u = @Html.Raw(JsonConvert.SerializeObject(Model.Tags, new JsonSerializerSettings { DateFormatString = $\"a\\\"b\", StringEscapeHandling = StringEscapeHandling.EscapeHtml }));</script>\n", []int{1, 2, 4}},
		// the setting named in a comment is not the setting, and a comment's parenthesis does not end the call
		{"Views/Home/Comment.cshtml", "<div>@Html.Raw(Model.Bio /* StringEscapeHandling.EscapeHtml */)</div>\n<div>@Html.Raw(Json.Serialize(Model.Name /*) )*/ + Model.Bio)</div>\n<script>var t = @Html.Raw(JsonConvert.SerializeObject(Model.Tags, /* html-safe */ new JsonSerializerSettings { StringEscapeHandling = StringEscapeHandling.EscapeHtml }));</script>\n<script>var h = @Html.Raw(Json.Serialize(Model.Total / 2));</script>\n", []int{1, 2}},
		// only Json.Serialize( and JsonSerializer.Serialize( are HTML-safe, not every value whose name starts with Json
		{"Views/Home/Feed.cshtml", "@{ var JsonModel = JsonConvert.SerializeObject(Model); }\n<script>var m = @Html.Raw(JsonModel);</script>\n<div>@Html.Raw(JsonSerializer.Deserialize<string>(Model.Html))</div>\n<script>var a = @Html.Raw(Json.Serialize(Model.Units)); var b = @Html.Raw(JsonSerializer.Serialize(Model.Points));</script>\n<div>@Html.Raw(Json.Serialize(Model.Name) + Model.Bio)</div>\n", []int{2, 3, 5}},
		// System.Text.Json escapes <, > and & unless told not to
		{"Views/Home/Chart.cshtml", "<script>var a = @Html.Raw(JsonSerializer.Serialize(Model.Points));\nvar b = @Html.Raw(JsonSerializer.Serialize(Model.Labels, new JsonSerializerOptions { Encoder = JavaScriptEncoder.UnsafeRelaxedJsonEscaping }));</script>\n", []int{2}},
		{"app/views/index.scala.html", "@(title: String, body: String)\n<h1>@title</h1>\n<div>@Html(body)</div>\n<p>@Html(\"<br>\")</p>\n", []int{3}},
		{"Pages/Post.razor", "<p>@post.Title</p>\n<div>@((MarkupString)post.Html)</div>\n", []int{2}},
		{"src/main/resources/templates/post.html", "<div th:utext=\"${post.body}\">x</div>\n<p th:text=\"${post.title}\">t</p>\n<p th:utext=\"#{welcome.message}\">w</p>\n<p>[(${post.summary})] and [[${post.title}]]</p>\n<td data-th-utext=\"*{note}\"></td>\n", []int{1, 4, 5}},
		{"templates/page.mako", "<p>${name}</p>\n<div>${bio | n}</div>\n<div>${bio | h}</div>\n<div>${bio | trim, n}</div>\n", []int{2, 4}},
		// Alembic's migration template renders Python, not a page; a page's
		// Mako template and a JavaScript response still escape
		{"migrations/script.py.mako", "\"\"\"${message}\n\nRevises: ${down_revision | comma,n}\n\"\"\"\n${imports if imports else \"\"}\n", nil},
		{"templates/post.html.mako", "<div>${bio | n}</div>\n", []int{1}},
		{"app/views/posts/create.js.erb", "$('#list').append('<%== @post.title %>');\n", []int{1}},
	}
	for _, tt := range tests {
		got := lines(t, tt.path, tt.src)
		if len(got) != len(tt.want) {
			t.Errorf("%s: lines %v, want %v", tt.path, got, tt.want)
			continue
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("%s: lines %v, want %v", tt.path, got, tt.want)
			}
		}
	}
}

func TestERBContexts(t *testing.T) {
	src := `<a href="<%= @user.website %>">site</a>
<a href="<%= user_path(@user) %>">profile</a>
<a href="/users/<%= @user.id %>">id</a>
<img src="<%= "/logo.png" %>">
<div class=<%= @css %>>x</div>
<div class="<%= @css %>">y</div>
<script>
  var name = "<%= @user.name %>";
  var data = <%= raw @user.to_json %>;
  var safe = "<%= j @user.name %>";
  <%= render "shared/analytics" %>
</script>
<script type="text/template"><p><%= @tpl %></p></script>
<p><%= @user.name %></p>
<%= link_to "Back", params[:return_to] %>
<%= link_to "Back", users_path %>
<%= render params[:partial] %>
<%= render partial: "row", locals: { q: params[:q] } %>
<%= link_to params[:title], root_path %>
`
	var got []int
	res, err := Engine{}.Run(context.Background(), []*scope.File{{Path: "app/views/users/show.html.erb", Content: []byte(src)}})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range res.Diagnostics {
		if d.Rule == "templates/unsafe-erb-context" {
			got = append(got, d.Lines.Start)
		}
	}
	want := []int{1, 5, 15, 17, 8}
	if len(got) != len(want) {
		t.Fatalf("lines %v, want %v", got, want)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("lines %v, want %v", got, want)
		}
	}
}

// A route helper called on url_helpers or on a constant bound to them
// builds this application's URL; a record's *_url attribute is data.
func TestERBRouteHelperReceivers(t *testing.T) {
	src := `<a href="<%= Routes.title_path story %>">t</a>
<a href="<%= Rails.application.routes.url_helpers.story_url(story) %>">s</a>
<a href="<%= main_app.root_path %>">home</a>
<script src="<%= path_to_javascript 'application' %>"></script>
<a href="<%= story.archiveorg_url %>">archive</a>
<a href="<%= story.user.website_path %>">site</a>
`
	res, err := Engine{}.Run(context.Background(), []*scope.File{{Path: "app/views/stories/show.html.erb", Content: []byte(src)}})
	if err != nil {
		t.Fatal(err)
	}
	var got []int
	for _, d := range res.Diagnostics {
		if d.Rule == "templates/unsafe-erb-context" {
			got = append(got, d.Lines.Start)
		}
	}
	if !slices.Equal(got, []int{5, 6}) {
		t.Errorf("lines %v, want [5 6]", got)
	}
}

func TestBladeFormsWithoutCSRF(t *testing.T) {
	src := `<form method="POST" action="/profile">
    <input name="email">
</form>
<form method="POST" action="/profile">
    @csrf
    <input name="email">
</form>
<form method="GET" action="/search"><input name="q"></form>
<form action="{{ route('logout') }}" method="post">{{ csrf_field() }}</form>
<form method="post" action="https://payments.example.com/checkout"><input name="amount"></form>
`
	res, err := Engine{}.Run(context.Background(), []*scope.File{{Path: "resources/views/profile.blade.php", Content: []byte(src)}})
	if err != nil {
		t.Fatal(err)
	}
	var got []int
	for _, d := range res.Diagnostics {
		if d.Rule == "templates/form-without-csrf-token" {
			got = append(got, d.Lines.Start)
		}
	}
	if len(got) != 1 || got[0] != 1 {
		t.Fatalf("lines %v, want [1]", got)
	}
}

func TestJSPOutput(t *testing.T) {
	src := `<%@ taglib prefix="c" uri="http://java.sun.com/jsp/jstl/core" %>
<p>Hello <%= request.getParameter("name") %></p>
<p><%= "constant" %> <%= Encode.forHtml(request.getParameter("q")) %> <%= request.getContextPath() %> <%= items.size() %></p>
<p>${param.q}</p>
<p><c:out value="${param.q}"/> ${fn:escapeXml(param.q)} ${user.name}</p>
<a href="${param.next}">next</a>
<c:out value="${comment.body}" escapeXml="false"/>
<spring:message code="${key}"/>
<% String who = request.getParameter("who"); %>
<b><%= who %></b>
`
	res, err := Engine{}.Run(context.Background(), []*scope.File{{Path: "WEB-INF/views/hello.jsp", Content: []byte(src)}})
	if err != nil {
		t.Fatal(err)
	}
	var got []int
	for _, d := range res.Diagnostics {
		if d.Rule != "templates/unescaped-output" || d.Dimension != "security" || d.CWE[0] != "CWE-79" {
			t.Errorf("diagnostic %+v", d)
		}
		got = append(got, d.Lines.Start)
	}
	want := []int{2, 4, 6, 7, 10}
	if len(got) != len(want) {
		t.Fatalf("lines %v, want %v", got, want)
	}
	seen := map[int]bool{}
	for _, l := range got {
		seen[l] = true
	}
	for _, l := range want {
		if !seen[l] {
			t.Errorf("lines %v, want %v", got, want)
		}
	}
}

// The rows, not the engine, say what a template language writes
// unescaped and what renders a CSRF token: a row for an invented
// language's construct drives both checks on its files.
func TestRowsDriveChecks(t *testing.T) {
	f, err := models.Parse("acme.yml", []byte(`language: templates
framework: Acme templates
models:
  - kind: template
    shape: unescaped-output
    name: the !raw marker
    extensions: [.acme]
    pattern: '\{\{![^}]+\}\}'
    unless: ['^\{\{!\s*partial\b']
  - kind: template
    shape: csrf-token
    extensions: [.acme]
    pattern: '\{\{\s*acme_token\s*\}\}'
`))
	if err != nil {
		t.Fatal(err)
	}
	l := newLang(f.Models)
	src := "<p>{{!bio}}</p>\n{{! partial header}}\n<form method=\"post\">{{ acme_token }}</form>\n<form method=\"post\"><input name=\"x\"></form>\n"
	suffix := l.suffix("views/page.acme")
	var got []int
	for _, d := range unescaped(l, "views/page.acme", suffix, src) {
		got = append(got, d.Lines.Start)
	}
	if !slices.Equal(got, []int{1}) || !strings.Contains(unescaped(l, "p.acme", suffix, src)[0].Message, "the !raw marker") {
		t.Errorf("unescaped-output lines %v, want [1] named by the row", got)
	}
	forms := formsWithoutCSRF(l.of(suffix, "csrf-token"), "views/page.acme", src)
	if len(forms) != 1 || forms[0].Lines.Start != 4 {
		t.Errorf("csrf findings %+v, want one on line 4", forms)
	}
	if builtinLang().suffix("app/views/index.scala.html") != ".scala.html" || builtinLang().suffix("src/lib.php") != "" {
		t.Errorf("a Twirl view is known by its longest ending, and a plain .php file by none")
	}
}

// A user's template row in rulepack.rule_dirs adds a construct; a broken
// one is an error naming the file, the row and the field.
func TestUserRows(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "rules")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	row := "language: templates\nframework: Acme\nmodels:\n  - kind: template\n    shape: unescaped-output\n    name: the !raw marker\n    extensions: [.acme]\n    pattern: '\\{\\{![^}]+\\}\\}'\n"
	if err := os.WriteFile(filepath.Join(dir, "acme.yml"), []byte(row), 0o644); err != nil {
		t.Fatal(err)
	}
	env := engine.Env{Root: root, Config: &config.Config{}}
	env.Config.Rulepack.RuleDirs = []string{"rules"}
	e, err := New(env)
	if err != nil {
		t.Fatal(err)
	}
	res, err := e.Run(context.Background(), []*scope.File{{Path: "v/p.acme", Content: []byte("<p>{{!bio}}</p>\n")},
		{Path: "t/p.html", Content: []byte("<p>{{ x|safe }}</p>\n")}})
	if err != nil || len(res.Diagnostics) != 2 {
		t.Fatalf("diagnostics %+v, %v; want the user's row's and the shipped |safe", res, err)
	}
	if err := os.WriteFile(filepath.Join(dir, "acme.yml"), []byte(strings.Replace(row, "shape: unescaped-output", "shape: raw", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := New(env); err == nil || !strings.Contains(err.Error(), "rules/acme.yml: row 1 (line 4): field shape") {
		t.Errorf("a broken user row: %v", err)
	}
}

// A record's method that the project's Ruby defines as a URL of a fixed
// scheme and host cannot start a javascript: URL; a column of the same
// kind of name, a method defined otherwise elsewhere, or one named as an
// attribute stays reported.
func TestERBFixedHostURLMethods(t *testing.T) {
	view := `<a href="<%= story.archiveorg_url %>">archive</a>
<a href="<%= @story.ghost_url %>">ghost</a>
<a href="<%= story.url %>">link</a>
<a href="<%= user.website_url %>">site</a>
<a href="<%= hat.link_url %>">hat</a>
`
	model := `class Story < ApplicationRecord
  def archiveorg_url
    # This will redirect to the latest version they have
    "https://web.archive.org/web/3/#{CGI.escape(url)}"
  end

  def ghost_url
    "https://ghostarchive.org/search?term=#{CGI.escape(url)}"
  end

  def url
    "https://example.com/"
  end

  def website_url
    "https://example.com/#{id}"
  end
end
`
	user := `class User < ApplicationRecord
  def website_url
    homepage
  end
end
`
	hat := `class Hat < ApplicationRecord
  attr_reader :link_url
  def link_url
    "https://lobste.rs/hats"
  end
end
`
	schema := `ActiveRecord::Schema[7.1].define(version: 2024) do
  create_table "stories" do |t|
    t.string "url", limit: 250
  end
end
`
	files := []*scope.File{
		{Path: "app/views/stories/show.html.erb", Content: []byte(view)},
		{Path: "app/models/story.rb", Content: []byte(model)},
		{Path: "app/models/user.rb", Content: []byte(user)},
		{Path: "app/models/hat.rb", Content: []byte(hat)},
		{Path: "db/schema.rb", Content: []byte(schema)},
	}
	res, err := Engine{}.Run(context.Background(), files)
	if err != nil {
		t.Fatal(err)
	}
	var got []int
	for _, d := range res.Diagnostics {
		if d.Rule == "templates/unsafe-erb-context" {
			got = append(got, d.Lines.Start)
		}
	}
	if want := []int{3, 4, 5}; !slices.Equal(got, want) {
		t.Errorf("lines %v, want %v", got, want)
	}
}

// A review of a change sees the project's Ruby too: a decoy def of the
// view's method name that the change adds in another class does not make
// a column of that name, in a db/schema.rb outside the change, a fixed URL;
// a model on disk that defines the method as a fixed URL still makes the
// changed view's output of it safe.
func TestERBFixedURLReadsTheProject(t *testing.T) {
	root := t.TempDir()
	write := func(name, data string) {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("db/schema.rb", "ActiveRecord::Schema[7.1].define(version: 2024) do\n  create_table \"users\" do |t|\n    t.string \"website\"\n  end\nend\n")
	write("app/models/story.rb", "class Story < ApplicationRecord\n  def archiveorg_url\n    \"https://web.archive.org/web/3/#{CGI.escape(url)}\"\n  end\nend\n")
	view := "<a href=\"<%= @user.website %>\">site</a>\n<a href=\"<%= story.archiveorg_url %>\">archive</a>\n"
	decoy := "class Bookmark < ApplicationRecord\n  def website\n    \"https://example.com/\"\n  end\nend\n"
	e, err := New(engine.Env{Root: root})
	if err != nil {
		t.Fatal(err)
	}
	res, err := e.Run(context.Background(), []*scope.File{
		{Path: "app/views/users/show.html.erb", Content: []byte(view)},
		{Path: "app/models/bookmark.rb", Content: []byte(decoy)},
	})
	if err != nil {
		t.Fatal(err)
	}
	var got []int
	for _, d := range res.Diagnostics {
		if d.Rule == "templates/unsafe-erb-context" {
			got = append(got, d.Lines.Start)
		}
	}
	if want := []int{1}; !slices.Equal(got, want) {
		t.Errorf("lines %v, want %v", got, want)
	}
}
