package example;

import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

// The cases a taint analysis gets wrong most often, each with its twin.
public class Tricky extends HttpServlet {
    private Statement stmt;

    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
        String param = request.getParameter("p");

        // A map read back by a constant key holds exactly what was put there.
        Map<String, Object> map = new HashMap<String, Object>();
        map.put("k1", "safe");
        map.put("k2", param);
        stmt.execute("SELECT " + map.get("k1"));
        stmt.execute("SELECT " + map.get("k2")); // want "java/sql-injection"

        // Removing an element shifts the indices.
        List<String> list = new ArrayList<String>();
        list.add("safe");
        list.add(param);
        list.add("moresafe");
        list.remove(0);
        stmt.execute("SELECT " + list.get(1));
        stmt.execute("SELECT " + list.get(0)); // want "java/sql-injection"

        // A condition that folds to a constant decides the branch.
        int num = 86;
        String a;
        if ((7 * 42) - num > 200) a = "constant"; else a = param;
        stmt.execute("SELECT " + a);
        String b = (7 * 18) - num > 200 ? "constant" : param;
        stmt.execute("SELECT " + b); // want "java/sql-injection"

        // A switch on a constant runs one case, falling through until break.
        String guess = "ABC";
        String c = "x";
        switch (guess.charAt(2)) {
            case 'A':
                c = param;
                break;
            case 'C':
            case 'D':
                c = param;
                break;
            default:
                c = "fixed";
        }
        stmt.execute("SELECT " + c); // want "java/sql-injection"

        // A value set in a loop and left with break is still set after it.
        String d = "none";
        for (String v : request.getParameterValues("v")) {
            if (v.startsWith("x")) {
                d = v;
                break;
            }
        }
        stmt.execute("SELECT " + d); // want "java/sql-injection"

        // Overwritten by a constant.
        String e = param;
        e = "constant";
        stmt.execute("SELECT " + e);

        // Summaries: an inner class, a static helper, an instance method.
        stmt.execute("SELECT " + new Inner().pass(param)); // want "java/sql-injection"
        stmt.execute("SELECT " + new Inner().fixed(param));
        stmt.execute("SELECT " + identity(param)); // want "java/sql-injection"
        stmt.execute("SELECT " + escaped(param));
        runIt(param);

        // HTML escaping does not make SQL safe.
        String h = org.springframework.web.util.HtmlUtils.htmlEscape(param);
        stmt.execute("SELECT " + h); // want "java/sql-injection"
        response.getWriter().println(h);

        // Builders take the taint of what is appended.
        StringBuilder sb = new StringBuilder();
        sb.append("SELECT ").append(param);
        stmt.execute(sb.toString()); // want "java/sql-injection"
        StringBuilder clean = new StringBuilder("SELECT ");
        clean.append(42);
        stmt.execute(clean.toString());
    }

    private void runIt(String cmd) throws Exception {
        Runtime.getRuntime().exec(cmd); // want "java/command-injection: .*runIt"
    }

    private static String identity(String s) {
        return s.trim();
    }

    private static String escaped(String s) {
        return org.owasp.esapi.ESAPI.encoder().encodeForSQL(new org.owasp.esapi.codecs.MySQLCodec(0), s);
    }

    private class Inner {
        String pass(String s) {
            return s + "!";
        }

        String fixed(String s) {
            return "fixed";
        }
    }
}
