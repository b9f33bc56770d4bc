package java_test

import (
	"context"
	"fmt"
	"path"
	"slices"
	"strings"
	"testing"

	"github.com/teamreview/teamreview/internal/engine"
	"github.com/teamreview/teamreview/internal/engine/syntax"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysis"
	"github.com/teamreview/teamreview/internal/engine/treesitter/analysistest"
	"github.com/teamreview/teamreview/internal/engine/treesitter/java"
)

// fakeProject is a project over a map of files, recording what is parsed.
type fakeProject = analysistest.MapProject

// review runs the analyzer over files[main] with the other files as its
// project, and returns "line rule: message [detail]" per diagnostic.
func review(t *testing.T, files map[string]string, main string, noProject bool) ([]string, *fakeProject) {
	t.Helper()
	if !syntax.Available {
		t.Skip("built without cgo")
	}
	tree, err := syntax.Parse(context.Background(), syntax.Java, []byte(files[main]))
	if err != nil {
		t.Fatal(err)
	}
	proj := &fakeProject{T: t, Contents: files, Self: main}
	var got []string
	pass := &analysis.Pass{Analyzer: java.Analyzer, Path: main, Tree: tree, Report: func(d engine.Diagnostic) {
		got = append(got, fmt.Sprintf("%d %s: %s [%s]", d.Lines.Start, d.Rule, d.Message, d.Detail))
	}}
	if !noProject {
		pass.Project = proj
	}
	if err := java.Analyzer.Run(pass); err != nil {
		t.Fatal(err)
	}
	return got, proj
}

// line returns the 1-based line of the first occurrence of s in src.
func line(src, s string) int {
	i := strings.Index(src, s)
	if i < 0 {
		panic("no " + s)
	}
	return strings.Count(src[:i], "\n") + 1
}

func expect(t *testing.T, got []string, src string, want map[string]string) {
	t.Helper()
	for at, re := range want {
		l := line(src, at)
		prefix := fmt.Sprintf("%d java/%s", l, re)
		if !slices.ContainsFunc(got, func(g string) bool { return strings.HasPrefix(g, prefix) }) {
			t.Errorf("want %s at line %d (%s); got %q", re, l, at, got)
		}
	}
	for _, g := range got {
		ok := false
		for at, re := range want {
			if strings.HasPrefix(g, fmt.Sprintf("%d java/%s", line(src, at), re)) {
				ok = true
			}
		}
		if !ok {
			t.Errorf("unexpected %s", g)
		}
	}
}

const wrapper = `package com.acme.web.util;

import javax.servlet.http.HttpServletRequest;

public class RequestView {
    private final HttpServletRequest req;
    private String label = "none";

    public RequestView(HttpServletRequest req) {
        this.req = req;
    }

    public String param(String name) {
        return req.getParameter(name);
    }

    public String fixed(String name) {
        return "guest";
    }

    public String label() {
        return label;
    }
}
`

const servletHead = `package com.acme.web;

import java.io.IOException;
import java.sql.Connection;
import java.sql.Statement;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
`

func TestWrapperInAnotherFile(t *testing.T) {
	src := servletHead + `import com.acme.web.util.RequestView;

public class Search extends HttpServlet {
    private Connection conn;

    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        RequestView view = new RequestView(request);
        String who = view.fixed("user");
        response.getWriter().println("Hello " + who);
        String term = view.param("q");
        response.getWriter().println("Results for " + term); // xss
        String l = new RequestView(request).label();
        response.getWriter().println(l);
    }
}
`
	files := map[string]string{"src/com/acme/web/Search.java": src, "src/com/acme/web/util/RequestView.java": wrapper}
	got, _ := review(t, files, "src/com/acme/web/Search.java", false)
	expect(t, got, src, map[string]string{"// xss": "xss"})
	if len(got) == 1 && !strings.Contains(got[0], "RequestView.java: ") {
		t.Errorf("the path does not name the helper's file: %s", got[0])
	}

	// Without the project the wrapper is an unknown call on request data.
	got, _ = review(t, files, "src/com/acme/web/Search.java", true)
	if len(got) < 2 {
		t.Errorf("without a project the constant getter should stay conservative: %q", got)
	}
}

func TestResolution(t *testing.T) {
	helper := func(pkg string) string {
		return "package " + pkg + ";\n\npublic class Names {\n    public static String safe(String s) {\n        return \"fixed\";\n    }\n}\n"
	}
	body := `
public class Page extends HttpServlet {
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String v = %s.safe(request.getParameter("v"));
        response.getWriter().println(v); // sink
    }
}
`
	cases := []struct {
		name, imp, ref, pkg string
		resolved            bool
	}{
		{"explicit import", "import org.lib.Names;\n", "Names", "org.lib", true},
		{"on-demand import", "import org.lib.*;\n", "Names", "org.lib", true},
		{"same package", "", "Names", "com.acme.web", true},
		{"qualified name", "", "org.lib.Names", "org.lib", true},
		{"other package", "", "Names", "org.lib", false},
		{"wrong package declaration", "import org.lib.Names;\n", "Names", "org.other", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			src := servletHead + tc.imp + fmt.Sprintf(body, tc.ref)
			files := map[string]string{"web/Page.java": src, "lib/Names.java": helper(tc.pkg)}
			got, _ := review(t, files, "web/Page.java", false)
			want := map[string]string{}
			if !tc.resolved {
				want["// sink"] = "xss"
			}
			expect(t, got, src, want)
		})
	}
}

func TestSinkInsideHelper(t *testing.T) {
	dao := `package com.acme.data;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;

public class UserDao {
    public static ResultSet find(Connection conn, String name) throws SQLException {
        String sql = "SELECT * FROM users WHERE name = '" + name + "'";
        return conn.createStatement().executeQuery(sql);
    }

    public static ResultSet findSafe(Connection conn, String name) throws SQLException {
        java.sql.PreparedStatement ps = conn.prepareStatement("SELECT * FROM users WHERE name = ?");
        ps.setString(1, name);
        return ps.executeQuery();
    }
}
`
	src := servletHead + `import com.acme.data.UserDao;

public class Users extends HttpServlet {
    private Connection conn;

    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        try {
            UserDao.find(conn, request.getParameter("name")); // sqli
            UserDao.findSafe(conn, request.getParameter("name"));
            UserDao.find(conn, "admin");
        } catch (java.sql.SQLException e) {
            throw new IOException(e);
        }
    }
}
`
	files := map[string]string{"app/Users.java": src, "app/data/UserDao.java": dao}
	got, _ := review(t, files, "app/Users.java", false)
	expect(t, got, src, map[string]string{"// sqli": "sql-injection"})
	if len(got) == 1 && !strings.Contains(got[0], "UserDao.java: ") {
		t.Errorf("the path does not go through the helper: %s", got[0])
	}
}

func TestFactoryAndInterface(t *testing.T) {
	iface := "package com.acme.svc;\n\npublic interface Greeter {\n    String greet(String name);\n}\n"
	impl := "package com.acme.svc;\n\npublic class FixedGreeter implements Greeter {\n    public String greet(String name) {\n        return \"hello\";\n    }\n}\n"
	echo := "package com.acme.svc;\n\npublic class EchoGreeter implements Greeter {\n    public String greet(String name) {\n        return name;\n    }\n}\n"
	one := "package com.acme.svc;\n\npublic class Greeters {\n    public static Greeter create() {\n        return new FixedGreeter();\n    }\n}\n"
	two := "package com.acme.svc;\n\npublic class Greeters {\n    public static Greeter create() {\n        if (System.currentTimeMillis() > 0) {\n            return new FixedGreeter();\n        }\n        return new EchoGreeter();\n    }\n}\n"
	src := servletHead + `import com.acme.svc.Greeter;
import com.acme.svc.Greeters;

public class Hello extends HttpServlet {
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Greeter g = Greeters.create();
        String out = g.greet(request.getParameter("name"));
        response.getWriter().println(out); // sink
    }
}
`
	base := map[string]string{"web/Hello.java": src, "svc/Greeter.java": iface, "svc/FixedGreeter.java": impl,
		"svc/EchoGreeter.java": echo}
	files := map[string]string{"svc/Greeters.java": one}
	for k, v := range base {
		files[k] = v
	}
	got, _ := review(t, files, "web/Hello.java", false)
	expect(t, got, src, nil)

	files["svc/Greeters.java"] = two
	got, _ = review(t, files, "web/Hello.java", false)
	expect(t, got, src, map[string]string{"// sink": "xss"})
}

func TestDepthAndBudget(t *testing.T) {
	// Page → A (depth 1) → B (depth 2): B's sink is reported at the call in
	// Page; C (depth 3) is not read, so what it returns stays tainted.
	a := "package p;\n\npublic class A {\n    public static void run(java.sql.Statement st, String s) throws Exception {\n        B.exec(st, s);\n    }\n\n    public static String clean(String s) {\n        return B.clean(s);\n    }\n}\n"
	b := "package p;\n\npublic class B {\n    public static void exec(java.sql.Statement st, String s) throws Exception {\n        st.execute(\"DELETE FROM t WHERE id = \" + s);\n    }\n\n    public static String clean(String s) {\n        return C.clean(s);\n    }\n}\n"
	c := "package p;\n\npublic class C {\n    public static String clean(String s) {\n        return \"x\";\n    }\n}\n"
	src := servletHead + `import p.A;

public class Page extends HttpServlet {
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        try {
            java.sql.Statement st = null;
            A.run(st, request.getParameter("id")); // sqli
            response.getWriter().println(A.clean(request.getParameter("id"))); // xss
        } catch (Exception e) {
        }
    }
}
`
	files := map[string]string{"Page.java": src, "p/A.java": a, "p/B.java": b, "p/C.java": c}
	for i := 0; i < 50; i++ {
		files[fmt.Sprintf("other/Unrelated%d.java", i)] = "package other;\npublic class Unrelated {}\n"
	}
	got, proj := review(t, files, "Page.java", false)
	expect(t, got, src, map[string]string{"// sqli": "sql-injection", "// xss": "xss"})
	slices.Sort(proj.Parsed)
	if !slices.Equal(proj.Parsed, []string{"p/A.java", "p/B.java"}) {
		t.Errorf("parsed %v, want only A and B", proj.Parsed)
	}

	// A project with many classes of the same name: at most the budget is read.
	for i := 0; i < 40; i++ {
		files[path.Join(fmt.Sprintf("copy%d", i), "A.java")] = "package q;\npublic class A {}\n"
	}
	delete(files, "p/A.java")
	_, proj = review(t, files, "Page.java", false)
	if len(proj.Parsed) > 20 {
		t.Errorf("parsed %d files, more than the budget", len(proj.Parsed))
	}
}

func TestVirtualDispatch(t *testing.T) {
	helper := func(mod string) string {
		return "package lib;\n\npublic " + mod + "class Render {\n    public String title(String s) {\n        return \"Home\";\n    }\n\n    public void log(java.sql.Statement st, String s) throws Exception {\n        st.execute(\"INSERT INTO log VALUES ('\" + s + \"')\");\n    }\n}\n"
	}
	src := servletHead + `import lib.Render;

public class Page extends HttpServlet {
    void show(Render r, HttpServletRequest request, HttpServletResponse response, Statement st) throws Exception {
        response.getWriter().println(r.title(request.getParameter("t"))); // sink
        r.log(st, request.getParameter("t")); // sqli
    }
}
`
	// A subclass may override title: its result stays conservative, but
	// the sink inside log is reported.
	files := map[string]string{"Page.java": src, "lib/Render.java": helper("")}
	got, _ := review(t, files, "Page.java", false)
	expect(t, got, src, map[string]string{"// sink": "xss", "// sqli": "sql-injection"})

	files["lib/Render.java"] = helper("final ")
	got, _ = review(t, files, "Page.java", false)
	expect(t, got, src, map[string]string{"// sqli": "sql-injection"})
}
